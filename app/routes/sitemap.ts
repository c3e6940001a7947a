import { renderSitemap } from "~/lib/feeds";
import { publicPagePaths } from "~/lib/page-paths.server";

export function loader() {
  return new Response(renderSitemap(publicPagePaths()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
