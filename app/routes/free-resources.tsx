import { ResourceLibrarySection, resourceSearchId } from "~/components/sections/resource-library-section";
import { ResourceUpdatesSection } from "~/components/sections/resource-updates-section";
import { buttonStyles } from "~/components/ui/button-styles";
import { FocusLink } from "~/components/ui/focus-link";
import { PageHeader } from "~/components/ui/page-header";
import { pagesOf } from "~/content/pages";
import { resourcesSeed } from "~/content/resources";
import { Island } from "~/islands/island";
import { contentFor, pageSeoFor, resourcePicturesFor } from "~/lib/page-content";
import { metaIn } from "~/lib/seo";
import { useSite } from "~/lib/site-context";
import type { Route } from "./+types/free-resources";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  metaIn(matches, (site) => loaderData?.page ?? pagesOf(site).freeResources);

/** The seed's library as text, to tell whether hers differs from it. */
const seedText = JSON.stringify(resourcesSeed);

/**
 * Her library and the page's words, as the render was handed them (decision 070); null while they are the seed's,
 * which the page's script carries already: this page's first round trip has no room for the library twice. A guide's
 * download is left out.
 */
export function loader({ context }: Route.LoaderArgs) {
  const resources = contentFor(context, (content) => content.resources);
  const page = pageSeoFor(context, "freeResources");
  if (JSON.stringify(resources) === seedText) return { resources: null, page };
  // A guide's download is given only by the link its reader is e-mailed (decision 077): the page never carries it.
  const library = resources.library.map((resource) => (resource.forAddress ? { ...resource, download: "" } : resource));
  return { resources: { ...resources, library }, pictures: resourcePicturesFor(context, library), page };
}

export default function FreeResourcesPage({ loaderData }: Route.ComponentProps) {
  const resources = loaderData.resources ?? resourcesSeed;
  const site = useSite();
  const { hero } = resources.page;
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
      {/* The search and the type tabs filter the library as the visitor types and chooses; the seed's library is in the island's script already. */}
      <Island
        name="resource-library"
        component={ResourceLibrarySection}
        props={
          loaderData.resources
            ? { resources: loaderData.resources.library, words: loaderData.resources.page, pictures: loaderData.pictures }
            : {}
        }
      />
      <ResourceUpdatesSection updates={resources.page.updates} marketIntelligenceTool={site.links.marketIntelligenceTool} />
    </>
  );
}
