import { LatestIssueSection } from "~/components/sections/latest-issue-section";
import { NewsletterBlurbsSection } from "~/components/sections/newsletter-blurbs-section";
import { PastIssuesSection } from "~/components/sections/past-issues-section";
import { SubscribeSection } from "~/components/sections/subscribe-section";
import { PageHeader } from "~/components/ui/page-header";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { issuesOf, summarise } from "~/content/newsletter.server";
import { newsletterPage } from "~/content/newsletter-page";
import { pagesOf } from "~/content/pages";
import { pictureFor } from "~/lib/page-content";
import { rssLink } from "~/lib/rss-link";
import { metaIn } from "~/lib/seo";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = ({ matches }) => metaIn(matches, (site) => pagesOf(site).newsletter);
export const links = () => [rssLink];

export function loader({ context }: Route.LoaderArgs) {
  return { issues: issuesOf(context).map(summarise).reverse(), banner: pictureFor(context, "banner") };
}

export default function NewsletterArchivePage({ loaderData }: Route.ComponentProps) {
  const { issues, banner } = loaderData;
  return (
    <>
      <PageHeader eyebrow="Newsletter" title={newsletterPage.title}>
        <p>{newsletterPage.tagline}</p>
        <ResponsiveImage name="newsletter-banner" shown={banner} priority className="mt-10 h-auto w-full rounded-xl" />
      </PageHeader>
      {issues[0] ? <LatestIssueSection issue={issues[0]} /> : null}
      <PastIssuesSection issues={issues} />
      <SubscribeSection />
      <NewsletterBlurbsSection />
    </>
  );
}
