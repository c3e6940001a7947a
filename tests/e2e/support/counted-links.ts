import { defaultSite as site } from "../../../app/content/site";
import { countedNameOf, type LinkKey, outboundHref } from "../../../app/lib/counted-links";

/** The href a link of site.ts has on `fromPage` in the tested build, which is for our own server (BACKEND_URL empty). */
export const linkHref = (key: LinkKey, fromPage: string) => outboundHref(countedNameOf(key), site.links[key], fromPage, "");
