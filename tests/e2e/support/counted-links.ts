import { linkNameOf, type Session, sessionsSeed } from "../../../app/content/sessions";
import { defaultSite as site } from "../../../app/content/site";
import { countedNameOf, type LinkKey, outboundHref } from "../../../app/lib/counted-links";

/** The href a link of site.ts has on `fromPage` in the tested build, which is for our own server (BACKEND_URL empty). */
export const linkHref = (key: LinkKey, fromPage: string) => outboundHref(countedNameOf(key), site.links[key], fromPage, "");

/** The seed's career and consulting sessions, as the tested build shows them. */
export const [careerSession, consultingSession] = sessionsSeed as [Session, Session];

/** The href of a session's booking link on `fromPage` in the tested build: `/go/booking-career?from=…`. */
export const sessionHref = (session: Session, fromPage: string) =>
  outboundHref(linkNameOf(session), session.bookingUrl, fromPage, "");
