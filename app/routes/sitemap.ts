import { issuesOf } from "~/content/newsletter.server";
import { renderSitemap } from "~/lib/feeds";
import { publicPagePaths } from "~/lib/page-paths.server";
import type { Route } from "./+types/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(renderSitemap(publicPagePaths(issuesOf(context))), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
