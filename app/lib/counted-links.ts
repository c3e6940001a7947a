import { isGuide, type Resource } from "../content/resources";
import { linkNameOf } from "../content/sessions";
import { countedLinkNames, type Site } from "../content/site";

export type LinkKey = keyof Site["links"];

/**
 * Every counted outbound link: its name under /go/ and the address it leads to (in `content`: the server passes the
 * coach's settings and sessions), and each resource's download under its id (a link, or the path of a PDF she uploaded),
 * but a guide's: that is given only by the signed link its reader is e-mailed (decision 077).
 */
export function countedLinkTargets(content: Site, resources: readonly Resource[]): Map<string, string> {
  const targets = new Map<string, string>();
  for (const [key, name] of Object.entries(countedLinkNames)) targets.set(name, content.links[key as LinkKey]);
  for (const session of content.sessions) targets.set(linkNameOf(session), session.bookingUrl);
  for (const resource of resources) if (resource.download && !isGuide(resource)) targets.set(resource.id, resource.download);
  return targets;
}

/** The name a link of `site.links` is counted under, if it is counted. */
export const countedNameOf = (key: LinkKey): string | undefined => (countedLinkNames as Partial<Record<LinkKey, string>>)[key];

/**
 * Where a link to an outside address points. Built for our own server (BACKEND_URL empty),
 * a counted link goes through `/go/NAME?from=PAGE`, which records the click and redirects;
 * built for a static host, every link points straight at its target and nothing is counted.
 */
export function outboundHref(name: string | undefined, target: string, fromPage: string, backendUrl: string) {
  if (name === undefined || backendUrl !== "") return target;
  return `/go/${name}?${new URLSearchParams({ from: fromPage })}`;
}
