import { ClosingCtaSection } from "~/components/sections/closing-cta-section";
import { QuizAudienceSection } from "~/components/sections/quiz-audience-section";
import { QuizFactsSection } from "~/components/sections/quiz-facts-section";
import { QuizQuestionsSection } from "~/components/sections/quiz-questions-section";
import { buttonStyles } from "~/components/ui/button-styles";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHeader } from "~/components/ui/page-header";
import { pagesOf } from "~/content/pages";
import { quizPage } from "~/content/quiz";
import { useOutboundLinks } from "~/lib/outbound-links";
import { pageSeoFor } from "~/lib/page-content";
import { metaIn } from "~/lib/seo";
import type { Route } from "./+types/hidden-job-market-quiz";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  metaIn(matches, (site) => loaderData?.page ?? pagesOf(site).quiz);

/** The page's title and description in her words (decision 095), as the render was handed them. */
export function loader({ context }: Route.LoaderArgs) {
  return { page: pageSeoFor(context, "quiz") };
}

export default function QuizPage() {
  const links = useOutboundLinks();
  return (
    <>
      <PageHeader
        eyebrow={quizPage.eyebrow}
        title={quizPage.title}
        actions={
          <ExternalLink href={links.link("hiddenJobMarketQuiz")} className={buttonStyles("primary")}>
            {quizPage.startLabel}
          </ExternalLink>
        }
      >
        <p>{quizPage.intro}</p>
      </PageHeader>
      <QuizFactsSection />
      <QuizAudienceSection />
      <QuizQuestionsSection />
      <ClosingCtaSection title={quizPage.closing.title} description={quizPage.closing.description}>
        <ExternalLink href={links.link("hiddenJobMarketQuiz")} className={buttonStyles("inverse")}>
          {quizPage.startLabel}
        </ExternalLink>
      </ClosingCtaSection>
    </>
  );
}
