import { PageHeader } from "~/components/ui/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ ...pages.philosophy, path: "/philosophy" });

export default function PhilosophyPage() {
  return (
    <PageHeader title="MOVE OS: how the method works">
      <p>
        MOVE OS rests on four shifts: Market Intelligence, Opportunity Mapping, Visibility & Engagement, and Execution & Outreach.
        The two nine-step roadmaps, for your career and for your business, are being added to this page.
      </p>
    </PageHeader>
  );
}
