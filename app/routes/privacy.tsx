import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { pagesOf } from "~/content/pages";
import { privacySectionsOf } from "~/content/privacy";
import { pageSeoFor } from "~/lib/page-content";
import { metaIn } from "~/lib/seo";
import { useSite } from "~/lib/site-context";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  metaIn(matches, (site) => loaderData?.page ?? pagesOf(site).privacy);

/** The page's title and description in her words (decision 095), as the render was handed them. */
export function loader({ context }: Route.LoaderArgs) {
  return { page: pageSeoFor(context, "privacy") };
}

export default function PrivacyPage() {
  const site = useSite();
  const privacySections = privacySectionsOf(site);
  return (
    <>
      <PageHeader title="Privacy Notice">
        <p>What happens to the details you share on this site, in plain English.</p>
      </PageHeader>
      <Container className="py-14">
        <div className="prose-article">
          {privacySections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
