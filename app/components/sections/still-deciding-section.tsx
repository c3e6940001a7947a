import { ArrowRight } from "lucide-react";
import { servicesPage } from "~/content/services";
import { useOutboundLinks } from "~/lib/outbound-links";
import { Container } from "../ui/container";
import { ExternalLink } from "../ui/external-link";
import { SectionHeading } from "../ui/section-heading";
import { textLinkStyles } from "../ui/text-link-styles";

/** For visitors still choosing: the short external quiz, and the method behind both sessions. */
export function StillDecidingSection() {
  const links = useOutboundLinks();
  const { stillDeciding } = servicesPage;
  return (
    <section aria-labelledby="still-deciding" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="still-deciding" title={stillDeciding.title}>
          <p>{stillDeciding.description}</p>
        </SectionHeading>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          <li className="rounded-xl border border-line p-7">
            <ExternalLink href={links.link("twoMinuteQuiz")} className={textLinkStyles("text-lg")}>
              {stillDeciding.quiz.label}
            </ExternalLink>
            <p className="mt-2 text-ink-soft">{stillDeciding.quiz.description}</p>
          </li>
          <li className="rounded-xl border border-line p-7">
            <a href="/philosophy" className={textLinkStyles("text-lg")}>
              {stillDeciding.philosophy.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
            <p className="mt-2 text-ink-soft">{stillDeciding.philosophy.description}</p>
          </li>
        </ul>
      </Container>
    </section>
  );
}
