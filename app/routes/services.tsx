import { PageHeader } from "~/components/ui/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ ...pages.services, path: "/services" });

export default function ServicesPage() {
  return (
    <PageHeader title="Strategy Sessions">
      <p>
        Two 60-minute sessions, each £199, 100% virtual and open to professionals worldwide: the Career Clarity Sprint for your
        next role and the Corporate to Consultant Jumpstart for your own practice. Full details of both sessions are being added
        to this page.
      </p>
    </PageHeader>
  );
}
