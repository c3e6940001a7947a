import { loadNewsletterIssues } from "~/content/newsletter.server";
import { renderRssFeed } from "~/lib/feeds";

export function loader() {
  return new Response(renderRssFeed(loadNewsletterIssues()), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
