import { PageHeader } from "~/components/ui/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ ...pages.freeResources, path: "/free-resources" });

export default function FreeResourcesPage() {
  return (
    <PageHeader title="Free Resources">
      <p>
        Strategic carousels and prompt packs for senior professionals planning a move or building a practice. The searchable
        library is being added to this page.
      </p>
    </PageHeader>
  );
}
