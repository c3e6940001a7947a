import { useLocation } from "react-router";
import { site } from "~/content/site";
import { countedNameOf, type LinkKey, outboundHref } from "./counted-links";
import { publicEnv } from "./env";

/** The hrefs of `site.links` and of the resource downloads, as seen from the current page. */
export function useOutboundLinks() {
  const { pathname } = useLocation();
  return {
    link: (key: LinkKey) => outboundHref(countedNameOf(key), site.links[key], pathname, publicEnv.BACKEND_URL),
    download: (resourceId: string, url: string) => outboundHref(resourceId, url, pathname, publicEnv.BACKEND_URL),
  };
}
