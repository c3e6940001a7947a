import { linkNameOf, type Session } from "~/content/sessions";
import { countedNameOf, type LinkKey, outboundHref } from "./counted-links";
import { publicEnv } from "./env";
import { usePagePath } from "./page-path";
import { useSiteDetails } from "./site-context";

/** The hrefs of `site.links`, of her sessions' booking links and of the resource downloads, as seen from the current page. */
export function useOutboundLinks() {
  const pathname = usePagePath();
  const site = useSiteDetails();
  return {
    link: (key: LinkKey) => outboundHref(countedNameOf(key), site.links[key], pathname, publicEnv.BACKEND_URL),
    session: (session: Session) => outboundHref(linkNameOf(session), session.bookingUrl, pathname, publicEnv.BACKEND_URL),
    download: (resourceId: string, url: string) => outboundHref(resourceId, url, pathname, publicEnv.BACKEND_URL),
  };
}
