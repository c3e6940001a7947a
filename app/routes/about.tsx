import { PageHeader } from "~/components/ui/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ ...pages.about, path: "/about" });

export default function AboutPage() {
  return (
    <PageHeader title="About Claire">
      <p>
        I have spent more than 10,000 hours coaching over 3,000 mid and senior-level professionals through career changes and into
        consulting. My full story and credentials are being added to this page.
      </p>
    </PageHeader>
  );
}
