import { LatestIssueSection } from "~/components/sections/latest-issue-section";
import { NewsletterBlurbsSection } from "~/components/sections/newsletter-blurbs-section";
import { PastIssuesSection } from "~/components/sections/past-issues-section";
import { SubscribeSection } from "~/components/sections/subscribe-section";
import { PageHeader } from "~/components/ui/page-header";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { issuesOf, summarise } from "~/content/newsletter.server";
import { pagesOf } from "~/content/pages";
import { contentFor, pageSeoFor, pictureFor } from "~/lib/page-content";
import { rssLink } from "~/lib/rss-link";
import { metaIn } from "~/lib/seo";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  metaIn(matches, (site) => loaderData?.page ?? pagesOf(site).newsletter);
export const links = () => [rssLink];

/** The issues, newest first, and her words for this page (not the issues' close), as the render was handed them. */
export function loader({ context }: Route.LoaderArgs) {
  const { nextStep: _, ...words } = contentFor(context, (content) => content.newsletter);
  return {
    issues: issuesOf(context).map(summarise).reverse(),
    words,
    banner: pictureFor(context, "banner"),
    page: pageSeoFor(context, "newsletter"),
  };
}

export default function NewsletterArchivePage({ loaderData }: Route.ComponentProps) {
  const { issues, words, banner } = loaderData;
  return (
    <>
      <PageHeader eyebrow={words.eyebrow} title={words.title}>
        <p>{words.tagline}</p>
        <ResponsiveImage name="newsletter-banner" shown={banner} priority className="mt-10 h-auto w-full rounded-xl" />
      </PageHeader>
      {issues[0] ? <LatestIssueSection issue={issues[0]} words={words.latestIssue} /> : null}
      <PastIssuesSection issues={issues} title={words.pastIssuesTitle} />
      <SubscribeSection subscribeCard={words.subscribeCard} />
      <NewsletterBlurbsSection blurbsTitle={words.blurbsTitle} blurbs={words.blurbs} />
    </>
  );
}
