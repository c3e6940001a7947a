import type { Home } from "~/content/home";
import { useOutboundLinks } from "~/lib/outbound-links";
import { useSite } from "~/lib/site-context";
import { buttonStyles } from "../ui/button-styles";
import { Container } from "../ui/container";
import { ExternalLink } from "../ui/external-link";

/** The home page's opening: the promise, the free quiz and the booking link. */
export function HeroSection({ hero }: { hero: Home["hero"] }) {
  const [firstSession] = useSite().sessions;
  const links = useOutboundLinks();
  return (
    <section aria-labelledby="hero-title" className="border-b border-line bg-sand">
      <Container className="py-16 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent">{hero.eyebrow}</p>
        <h1 id="hero-title" className="mt-3 max-w-4xl text-4xl font-semibold sm:text-6xl">
          {hero.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-ink-soft sm:text-xl">{hero.intro}</p>
        <div className="mt-10 flex flex-wrap items-center gap-4">
          <a href="/hidden-job-market-quiz" className={buttonStyles("primary")}>
            {hero.quizLabel}
          </a>
          {firstSession ? (
            <ExternalLink href={links.session(firstSession)} className={buttonStyles("secondary")}>
              {hero.bookLabel}
            </ExternalLink>
          ) : null}
        </div>
        <p className="mt-4 text-sm text-muted">{hero.quizNote}</p>
      </Container>
    </section>
  );
}
