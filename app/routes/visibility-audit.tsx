import { PageHeader } from "~/components/ui/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ ...pages.visibilityAudit, path: "/visibility-audit" });

export default function VisibilityAuditPage() {
  return (
    <PageHeader title="The Career Visibility Audit">
      <p>
        A personal 15–20 minute video audit of how you show up to decision-makers, with a 1-page Fix-It Plan, delivered within 3
        working days for £49. Full details are being added to this page.
      </p>
    </PageHeader>
  );
}
