import { ArrowLeft } from "lucide-react";
import { data } from "react-router";
import { IssueNavigation } from "~/components/sections/issue-navigation";
import { NextStepSection } from "~/components/sections/next-step-section";
import { SubscribeCard } from "~/components/sections/subscribe-card";
import { Container } from "~/components/ui/container";
import { issuesOf, summarise } from "~/content/newsletter.server";
import { formatLongDate } from "~/lib/dates";
import { contentFor } from "~/lib/page-content";
import { rssLink } from "~/lib/rss-link";
import { metaIn } from "~/lib/seo";
import { articleNode } from "~/lib/structured-data";
import type { Route } from "./+types/newsletter-issue";

export function loader({ params, context }: Route.LoaderArgs) {
  const issues = issuesOf(context);
  const index = issues.findIndex((issue) => issue.slug === params.issueSlug);
  const issue = issues[index];
  if (!issue) throw data(null, { status: 404 });
  const neighbour = (offset: number) => {
    const found = issues[index + offset];
    return found ? summarise(found) : null;
  };
  // Her words for the close of the issue and the subscribe card, as the render was handed them.
  const { nextStep, subscribeCard, backLabel } = contentFor(context, (content) => content.newsletter);
  return { issue, previous: neighbour(-1), next: neighbour(1), nextStep, subscribeCard, backLabel };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  // An unknown issue has no data: the root's error page shows the not-found page and gives its title.
  if (!loaderData) return [];
  const { issue } = loaderData;
  const seo = { title: issue.title, description: issue.description, path: issue.path, publishedTime: issue.publishDate };
  const parents = [{ name: "Newsletter", path: "/newsletter" }];
  return metaIn(matches, (_site, origin) => ({ ...seo, type: "article", parents, structuredData: [articleNode(seo, origin)] }));
};
export const links = () => [rssLink];

function BackToArchive({ label }: { label: string }) {
  return (
    <a
      href="/newsletter"
      className="inline-flex items-center gap-2 font-semibold text-accent-strong underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}

export default function NewsletterIssuePage({ loaderData }: Route.ComponentProps) {
  const { issue, previous, next, nextStep, subscribeCard, backLabel } = loaderData;
  return (
    <Container className="py-12 sm:py-16">
      <BackToArchive label={backLabel} />
      <article className="mx-auto mt-10 max-w-[68ch]">
        <header>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">Issue {issue.number}</p>
          <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">{issue.title}</h1>
          <p className="mt-4 text-muted">
            Published <time dateTime={issue.publishDate}>{formatLongDate(issue.publishDate)}</time>
          </p>
        </header>
        {/* The article is Markdown from this repository, rendered to HTML at build time. */}
        <div className="prose-article mt-10" dangerouslySetInnerHTML={{ __html: issue.html }} />
        <NextStepSection content={nextStep} />
        <IssueNavigation previous={previous} next={next} />
      </article>
      {/* A plain form here: the page loads no script, and the server answers with a page (decision 041). */}
      <section aria-labelledby="subscribe" className="mx-auto mt-12 max-w-[68ch]">
        <SubscribeCard words={subscribeCard} />
      </section>
      <div className="mx-auto mt-12 max-w-[68ch]">
        <BackToArchive label={backLabel} />
      </div>
    </Container>
  );
}
