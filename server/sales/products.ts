import { sessionNames } from "../../app/content/session-names";
import { countedLinkNames } from "../../app/content/site";

/** What each checkout or booking link sells, by its /go/ name: the name a sale through it is listed under. */
const productOfLink = new Map<string, string>([
  // As the site's menu names the audit's page.
  [countedLinkNames.auditCheckout, "Visibility Audit"],
  [countedLinkNames.bookCareerSession, sessionNames.career],
  [countedLinkNames.bookBusinessSession, sessionNames.consulting],
]);

/** The product a link (its /go/ name, as a signed reference carries it) sells, if it is one of the site's. */
export const productSoldThrough = (link: string | undefined) => (link ? productOfLink.get(link) : undefined);
