import { issuesOf } from "~/content/newsletter.server";
import { renderRssFeed } from "~/lib/feeds";
import { originOf } from "~/lib/render-context";
import type { Route } from "./+types/newsletter-rss";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(renderRssFeed(issuesOf(context), originOf(context)), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
