import { isGuide, type Resource } from "../../app/content/resources";
import { savedKind } from "../settings/site-content-store";
import { sameSignature, signatureOf, signingSecret } from "../sign-in/signed-links";
import type { Queryable } from "../storage/db";

/**
 * A guide for an address (decision 077): a free resource she gives only to a reader who confirmed their subscription,
 * by a link signed for that guide and that subscriber, working for 7 days. The link opens the download (her PDF or her
 * link); it is never attached to an e-mail.
 */
export const guidePath = "/guides";

/** How long a guide's link works: a week, as a confirmation link does. */
export const guideLinkLifeMs = 7 * 24 * 60 * 60_000;

const signingPurpose = "guide-links";

/** The campaign a guide e-mail's links to the site carry, so a booking or sale after it is credited to it. */
export const guideCampaign = (guideId: string) => `guide-${guideId}`;

/** The guide of that id, while she offers it for an address. */
export async function offeredGuide(db: Queryable, guideId: string | undefined | null): Promise<Resource | undefined> {
  if (!guideId) return undefined;
  const { library } = await savedKind(db, "resources");
  return library.find((resource) => resource.id === guideId && isGuide(resource));
}

/** The signed address that gives `subscriberId` guide `guideId` for 7 days from `now`. */
export async function guideLink(
  db: Queryable,
  publicOrigin: string,
  guideId: string,
  subscriberId: number,
  now: Date,
): Promise<string> {
  const expires = Math.floor((now.getTime() + guideLinkLifeMs) / 1000);
  const url = new URL(`${guidePath}/${guideId}`, publicOrigin);
  url.searchParams.set("subscriber", String(subscriberId));
  url.searchParams.set("expires", String(expires));
  url.searchParams.set("signature", signatureOf(await signingSecret(db, signingPurpose), guideId, subscriberId, expires));
  return url.toString();
}

/** A guide link as it came back: its guide, and its query's subscriber, expiry and signature, unchecked. */
export interface GuideLinkQuery {
  guideId: string;
  subscriber: string | undefined;
  expires: string | undefined;
  signature: string | undefined;
}

/**
 * Whether a guide link is one this site signed (for that guide and that subscriber) and, if so, whether it still
 * works at `now`: only while its reader is on the list. A link whose subscriber was erased is as good as forged; one
 * whose subscriber has left the list (unsubscribed, or subscribed again and not yet confirmed) has ended.
 */
export async function guideLinkState(
  db: Queryable,
  { guideId, subscriber, expires, signature }: GuideLinkQuery,
  now: Date,
): Promise<{ state: "forged" } | { state: "left" | "expired" | "valid"; subscriberId: number }> {
  const subscriberId = Number(subscriber);
  const until = Number(expires);
  if (!Number.isSafeInteger(subscriberId) || !Number.isSafeInteger(until) || typeof signature !== "string")
    return { state: "forged" };
  const expected = signatureOf(await signingSecret(db, signingPurpose), guideId, subscriberId, until);
  if (!sameSignature(expected, signature)) return { state: "forged" };
  const [found] = await db.query("select status from public.subscribers where id = $1", [subscriberId]);
  if (!found) return { state: "forged" };
  if (found.status !== "confirmed") return { state: "left", subscriberId };
  return { state: until * 1000 < now.getTime() ? "expired" : "valid", subscriberId };
}

/**
 * For What brings clients: each guide she offers now, with the people it was given to (who confirmed) and the
 * sign-ups that asked for it; the bookings and sales its e-mail's links bring are added by campaign.
 */
export async function guideSources(db: Queryable) {
  const { library } = await savedKind(db, "resources");
  const guides = library.filter(isGuide);
  if (guides.length === 0) return [];
  const rows = await db.query(
    `select guide_id, count(*)::int as sign_ups, (count(*) filter (where confirmed_at is not null))::int as reached
       from public.subscribers where guide_id = any($1::text[]) group by 1`,
    [guides.map((guide) => guide.id)],
  );
  return guides.map((guide) => {
    const row = rows.find((found) => found.guide_id === guide.id);
    return {
      source: "guide" as const,
      campaign: guideCampaign(guide.id),
      name: `Guide: ${guide.title}`,
      reached: Number(row?.reached ?? 0),
      signUps: Number(row?.sign_ups ?? 0),
    };
  });
}
