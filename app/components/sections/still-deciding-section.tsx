import { ArrowRight } from "lucide-react";
import type { ServicesPage } from "~/content/services";
import { useOutboundLinks } from "~/lib/outbound-links";
import { ExternalLink } from "../ui/external-link";
import { HeadedSection } from "../ui/headed-section";
import { textLinkStyles } from "../ui/text-link-styles";

/** For visitors still choosing: the short external quiz, and the method behind both sessions. */
export function StillDecidingSection({ stillDeciding }: Pick<ServicesPage, "stillDeciding">) {
  const links = useOutboundLinks();
  return (
    <HeadedSection id="still-deciding" title={stillDeciding.title} intro={stillDeciding.description}>
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
    </HeadedSection>
  );
}
