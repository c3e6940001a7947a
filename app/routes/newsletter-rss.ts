import { issuesOf } from "~/content/newsletter.server";
import { renderRssFeed } from "~/lib/feeds";
import type { Route } from "./+types/newsletter-rss";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(renderRssFeed(issuesOf(context)), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
