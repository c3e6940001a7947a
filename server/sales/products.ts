import { linkNameOf, type Sessions } from "../../app/content/sessions";
import { countedLinkNames } from "../../app/content/site";

/** The audit's name as the site's menu names its page: what a sale through its checkout is listed under. */
export const auditProduct = "Visibility Audit";

/**
 * The product a link (its /go/ name, as a signed reference carries it) sells, if it is one of the site's: the audit's
 * checkout, or one of her sessions' booking links, named as her sessions are now (decision 069).
 */
export function productSoldThrough(link: string | undefined, sessions: Sessions): string | undefined {
  if (link === countedLinkNames.auditCheckout) return auditProduct;
  return sessions.find((session) => linkNameOf(session) === link)?.name;
}
