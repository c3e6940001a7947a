import { PageHeader } from "~/components/ui/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ ...pages.contact, path: "/contact" });

export default function ContactPage() {
  return (
    <PageHeader title="Get in touch">
      <p>
        Tell me where you are and what you are weighing up, and I will reply within 24 hours. The message form is being added to
        this page; in the meantime, e-mail me directly.
      </p>
    </PageHeader>
  );
}
