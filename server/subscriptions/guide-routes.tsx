import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { guideHeldBack } from "../../app/lib/messages";
import type { StaticSite } from "../http/static-site";
import type { Queryable } from "../storage/db";
import { type GuideLinkQuery, guideLinkState, guidePath, offeredGuide } from "./guides";
import type { SubscriptionLifecycle } from "./lifecycle";
import { type ResultPage, sendResultPage } from "./routes";

const notValid: ResultPage = {
  title: "This guide link is not valid",
  paragraphs: [
    "The link may have been cut short when it was copied, or it was made for another guide or another reader.",
    "Please open it again from the e-mail, or ask for the guide again on the free resources page.",
  ],
};

/** A link whose reader has unsubscribed since: it ended when they left, and asking again on the guide's card brings it back. */
const leftTheList = (guide: { id: string; title: string }): ResultPage => ({
  title: "This guide link ended when you left the list",
  paragraphs: [
    `Links to “${guide.title}” work only while you are subscribed, and this address has unsubscribed since it was sent.`,
    "To have the guide again, ask for it on the free resources page: confirm your address once more and a fresh link follows.",
  ],
  link: { label: "Ask for the guide again", href: `/free-resources#guide-${guide.id}` },
});

/** A fresh link asked for while the caps on e-mails to one address hold it back: nothing went, and the page says so. */
const heldBackPage: ResultPage = {
  title: guideHeldBack.title,
  paragraphs: [guideHeldBack.description, guideHeldBack.next ?? ""],
};

const noLongerOffered: ResultPage = {
  title: "This guide is no longer offered",
  paragraphs: ["The guide this link was for has been taken down. Have a look at the free resources page for what is there now."],
};

/** A link's guide and query, unchecked: from the address (the e-mail's link) or the form (the fresh-link button). */
function linkOf(c: Context, fields: Record<string, unknown>): GuideLinkQuery {
  const field = (name: string) => {
    const value = c.req.query(name) ?? fields[name];
    return typeof value === "string" ? value : undefined;
  };
  return {
    guideId: c.req.param("guide") ?? "",
    subscriber: field("subscriber"),
    expires: field("expires"),
    signature: field("signature"),
  };
}

/**
 * `GET /guides/:guide?subscriber=…&expires=…&signature=…`: the guide's download, for the subscriber the link was signed
 * for, for 7 days (decision 077); a forged link, or one changed to another guide or reader, is refused, and an expired
 * one says so and offers a fresh link by e-mail (`POST /guides/:guide/fresh`).
 */
export function createGuideRoutes(
  lifecycle: SubscriptionLifecycle,
  staticSite: StaticSite,
  db: Queryable,
  clock: () => Date = () => new Date(),
) {
  const routes = new Hono();
  const page = (c: Context, shown: ResultPage, status: 200 | 403 | 404 | 410) => sendResultPage(c, staticSite, shown, status);

  routes.get(`${guidePath}/:guide`, async (c) => {
    const link = linkOf(c, {});
    const checked = await guideLinkState(db, link, clock());
    if (checked.state === "forged") return page(c, notValid, 403);
    const guide = await offeredGuide(db, link.guideId);
    if (!guide) return page(c, noLongerOffered, 404);
    if (checked.state === "left") return page(c, leftTheList(guide), 410);
    if (checked.state === "expired")
      return page(
        c,
        {
          title: "This guide link has expired",
          paragraphs: [
            `Links to “${guide.title}” work for 7 days, and this one has run out.`,
            "Press the button and we will e-mail you a fresh one.",
          ],
          button: {
            label: "E-mail me a fresh link",
            action: `${guidePath}/${guide.id}/fresh`,
            hidden: { subscriber: String(link.subscriber), expires: String(link.expires), signature: String(link.signature) },
          },
        },
        410,
      );
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    return c.redirect(guide.download, 302);
  });

  routes.use(`${guidePath}/:guide/fresh`, bodyLimit({ maxSize: 4096, onError: (c) => c.text("The request is too large.", 413) }));
  routes.post(`${guidePath}/:guide/fresh`, async (c) => {
    const link = linkOf(c, (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>);
    const checked = await guideLinkState(db, link, clock());
    if (checked.state === "forged") return page(c, notValid, 403);
    if (checked.state === "left") {
      const guide = await offeredGuide(db, link.guideId);
      return guide ? page(c, leftTheList(guide), 410) : page(c, noLongerOffered, 404);
    }
    const sent = await lifecycle.sendGuideAgain(checked.subscriberId, link.guideId);
    if (sent === "no one") return page(c, noLongerOffered, 404);
    if (sent === "held back") return page(c, heldBackPage, 200);
    return page(
      c,
      {
        title: "A fresh link is on its way",
        paragraphs: ["Check your inbox: the new link to your guide works for 7 days."],
      },
      200,
    );
  });

  return routes;
}
