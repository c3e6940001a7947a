import { issuesOf } from "~/content/newsletter.server";
import { renderSitemap } from "~/lib/feeds";
import { publicPagePaths } from "~/lib/page-paths.server";
import { originOf } from "~/lib/render-context";
import type { Route } from "./+types/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(renderSitemap(publicPagePaths(issuesOf(context)), originOf(context)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
