import { ResourceLibrarySection, resourceSearchId } from "~/components/sections/resource-library-section";
import { ResourceUpdatesSection } from "~/components/sections/resource-updates-section";
import { buttonStyles } from "~/components/ui/button-styles";
import { FocusLink } from "~/components/ui/focus-link";
import { PageHeader } from "~/components/ui/page-header";
import { pagesOf } from "~/content/pages";
import { resourcesPage } from "~/content/resources-page";
import { Island } from "~/islands/island";
import { metaIn } from "~/lib/seo";
import type { Route } from "./+types/free-resources";

export const meta: Route.MetaFunction = ({ matches }) => metaIn(matches, (site) => pagesOf(site).freeResources);

export default function FreeResourcesPage() {
  const { hero } = resourcesPage;
  return (
    <>
      <PageHeader
        eyebrow={hero.eyebrow}
        title={hero.title}
        actions={
          <>
            <FocusLink targetId={resourceSearchId} className={buttonStyles("primary")}>
              {hero.browse}
            </FocusLink>
            <a href="/newsletter" className={buttonStyles("secondary")}>
              {hero.subscribe}
            </a>
          </>
        }
      >
        <p>{hero.intro}</p>
      </PageHeader>
      {/* The search and the type tabs filter the library as the visitor types and chooses. */}
      <Island name="resource-library" component={ResourceLibrarySection} props={{}} />
      <ResourceUpdatesSection />
    </>
  );
}
