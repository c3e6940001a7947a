import { PageHeader } from "~/components/ui/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ ...pages.faq, path: "/faq" });

export default function FaqPage() {
  return (
    <PageHeader title="Frequently Asked Questions">
      <p>
        Sixteen answers about strategy sessions, career and consulting transitions and MOVE OS are being added to this page. Until
        then, ask me anything through the contact page.
      </p>
    </PageHeader>
  );
}
