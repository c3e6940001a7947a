import type { Context } from "hono";
import { resourceFilePattern } from "../../app/content/resources";
import { isFollowableLink } from "../../app/content/site-settings-schema";
import { countedLinkTargets } from "../../app/lib/counted-links";
import { siteOf } from "../settings/current";
import { savedKind } from "../settings/site-content-store";
import type { Queryable } from "../storage/db";
import { isCountable, pageOf, visitorOf } from "./counting";
import { creditedAddress, isSalesAddress } from "./credit";
import type { SiteCounter, VisitCredit } from "./site-counter";

export interface OutboundLinkOptions {
  /** Where her links are read from, as she saved them. */
  db: Queryable;
  counter?: SiteCounter;
  /** Whether a path is one of the site's pages: the `from` of a click is kept only if it is. */
  isPage: (path: string) => boolean;
  /** The client's IP, for the cap on what one client can add to the figures. */
  clientIp: (c: Context) => string;
  /** The key the reference added to a checkout or booking address is signed with (server/sales/reference-key.ts). */
  referenceKey: () => Promise<Buffer>;
}

/**
 * `GET /go/NAME?from=PAGE`: records a click on a counted outbound link and answers 302 to its
 * address in app/content/site.ts, or the one the coach saved at /admin/settings (server/settings), or a resource's
 * download as her free resources' row holds it (a link, or the path of a PDF she uploaded). Only those names lead anywhere (undefined otherwise, for a
 * 404): the address never comes from the request, so this is no open redirect. A booking or
 * checkout address gets the credit of the visitor's visit today appended, signed (server/analytics/credit.ts),
 * found as the click is: by the visitor's hash, with no cookie; the click is also counted under that source.
 * An address saved before the settings' rules refused it (a control character, not https://) leads nowhere either:
 * the 404 page, as for a link she has not set, rather than a Location header Node refuses (a 500).
 */
export function createOutboundLinks({ db, counter, isPage, clientIp, referenceKey }: OutboundLinkOptions) {
  return async (c: Context): Promise<Response | undefined> => {
    const name = c.req.param("name") ?? "";
    const resources = await savedKind(db, "resources");
    const target = countedLinkTargets(await siteOf(db), resources.library).get(name);
    const ownFile = target !== undefined && resourceFilePattern.test(target);
    if (target === undefined || !(isFollowableLink(target) || ownFile)) return undefined;
    // A checkout or booking address carries the link's name (which product it sells) even when no visit is counted.
    const sales = !ownFile && isSalesAddress(target);
    const addressOf = async (credit?: VisitCredit) =>
      sales ? creditedAddress(target, credit, await referenceKey(), name) : target;
    if (!counter || c.req.method !== "GET" || !isCountable(c)) return redirectTo(c, await addressOf());
    const from = pageOf(c.req.query("from") ?? "");
    const visitor = visitorOf(c, clientIp);
    counter.recordClick(name, from.startsWith("/") && isPage(from) ? from : "", visitor);
    if (sales) counter.recordConversion("sales_clicks", visitor);
    return redirectTo(c, await addressOf(counter.creditOf(visitor)));
  };
}

function redirectTo(c: Context, address: string) {
  c.header("Cache-Control", "no-store");
  return c.redirect(address, 302);
}
