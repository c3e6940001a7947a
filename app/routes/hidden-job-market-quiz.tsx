import { PageHeader } from "~/components/ui/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ ...pages.quiz, path: "/hidden-job-market-quiz" });

export default function QuizPage() {
  return (
    <PageHeader title="Hidden Job Market Access Strategy Builder">
      <p>
        A free quiz of 8 strategic questions that takes 3–4 minutes and gives you instant results. The full introduction is being
        added to this page.
      </p>
    </PageHeader>
  );
}
