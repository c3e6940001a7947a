import { newsletterPage } from "~/content/newsletter-page";
import { Container } from "../ui/container";
import { ContentIcon } from "../ui/content-icon";

/** What every issue brings: insights, tips and community updates. */
export function NewsletterBlurbsSection() {
  return (
    <section aria-labelledby="what-you-get" className="border-t border-line py-14">
      <Container>
        <h2 id="what-you-get" className="text-2xl font-semibold">
          What each issue brings
        </h2>
        <ul className="mt-8 grid gap-8 md:grid-cols-3">
          {newsletterPage.blurbs.map((blurb) => (
            <li key={blurb.title}>
              <ContentIcon name={blurb.icon} className="size-7 text-accent" />
              <h3 className="mt-3 text-xl font-semibold">{blurb.title}</h3>
              <p className="mt-2 text-ink-soft">{blurb.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
