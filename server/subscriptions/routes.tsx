import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AnswerSection } from "../../app/components/sections/answer-section";
import { buttonStyles } from "../../app/components/ui/button-styles";
import { PlainForm } from "../../app/components/ui/plain-form";
import type { Site } from "../../app/content/site";
import { sendServerPage } from "../http/server-page";
import type { StaticSite } from "../http/static-site";
import { siteOf } from "../settings/current";
import type { Queryable } from "../storage/db";
import type { SubscriptionLifecycle, TokenOutcome } from "./lifecycle";
import { confirmPath, unsubscribePath } from "./mail";

export interface ResultPage {
  title: string;
  paragraphs: string[];
  /** A form with one button that POSTs the link's token (or another hidden field) to `action`. */
  button?: { label: string; action: string; hidden: Record<string, string> };
  /** A link that looks like a button: a guide to open. */
  link?: { label: string; href: string };
}

/** The pages for a link that did not work, naming the coach's address as it is now. */
const problemPages = (site: Site): Record<Exclude<TokenOutcome, "done">, ResultPage> => ({
  invalid: {
    title: "This link is not valid",
    paragraphs: [
      "The link may have been cut short when it was copied. Nothing has been changed.",
      `Please open it again from the e-mail, or write to ${site.email} and we will sort it out.`,
    ],
  },
  expired: {
    title: "This link has expired",
    paragraphs: [
      "Confirmation links work for 7 days. Nothing has been changed.",
      "To subscribe, enter your e-mail address on the newsletter page again and we will send a new link.",
    ],
  },
  used: {
    title: "This link has already been used",
    paragraphs: ["Your subscription was confirmed when the link was first used. Nothing more needs doing."],
  },
});

const statusOf: Record<TokenOutcome, 200 | 400 | 410> = { done: 200, invalid: 400, expired: 410, used: 410 };

/** The token from the query string (links, one-click POSTs) or the form (the page's button). */
async function tokenFrom(request: { query(name: string): string | undefined; parseBody(): Promise<unknown> }) {
  const fromQuery = request.query("token");
  if (fromQuery !== undefined) return fromQuery;
  const body = (await request.parseBody().catch(() => ({}))) as Record<string, unknown>;
  return body.token;
}

/** A page that says what happened to a link, with its one button or link. */
export function sendResultPage(
  c: Context,
  staticSite: StaticSite,
  { title, paragraphs, button, link }: ResultPage,
  status: ContentfulStatusCode,
) {
  const content = (
    <AnswerSection title={title} paragraphs={paragraphs}>
      {button ? <PlainForm action={button.action} submitLabel={button.label} hidden={button.hidden} /> : null}
      {link ? (
        <a href={link.href} className={buttonStyles("primary")}>
          {link.label}
        </a>
      ) : null}
    </AnswerSection>
  );
  return sendServerPage(c, staticSite.serverPageShell, { title, content, status });
}

/** /newsletter/confirm and /newsletter/unsubscribe: a page with one button, and the POST it sends. */
export function createSubscriptionRoutes(lifecycle: SubscriptionLifecycle, staticSite: StaticSite, db: Queryable) {
  const routes = new Hono();

  async function show(c: Context, outcome: TokenOutcome, done: ResultPage) {
    const page = outcome === "done" ? done : problemPages(await siteOf(db))[outcome];
    return sendResultPage(c, staticSite, page, statusOf[outcome]);
  }

  // Mounted at "/", so each limit names its own paths: a bare use() would cap every later route of the app too.
  const smallBody = bodyLimit({ maxSize: 4096, onError: (c) => c.text("The request is too large.", 413) });
  routes.use(confirmPath, smallBody);
  routes.use(unsubscribePath, smallBody);

  routes.get(confirmPath, async (c) => {
    const token = c.req.query("token");
    const outcome = await lifecycle.checkToken(token, "confirm");
    return show(c, outcome, {
      title: "Confirm your subscription",
      paragraphs: [
        `Press the button to start receiving the ${(await siteOf(db)).brand} newsletter: one practical e-mail a week.`,
      ],
      button: { label: "Confirm my subscription", action: confirmPath, hidden: { token: String(token) } },
    });
  });

  routes.post(confirmPath, async (c) => {
    const { outcome, guide } = await lifecycle.confirm(await tokenFrom(c.req));
    return show(
      c,
      outcome,
      guide
        ? {
            title: "You are subscribed: here is your guide",
            paragraphs: [
              `Thank you for confirming. “${guide.title}” is yours: open it below. We have e-mailed you the link too; it works for 7 days.`,
              "A short welcome e-mail is on its way, and every e-mail has an unsubscribe link.",
            ],
            link: { label: "Open the guide", href: guide.url },
          }
        : {
            title: "You are subscribed",
            paragraphs: [
              "Thank you for confirming. A short welcome e-mail is on its way, and every e-mail has an unsubscribe link.",
            ],
          },
    );
  });

  routes.get(unsubscribePath, async (c) => {
    const token = c.req.query("token");
    const outcome = await lifecycle.checkToken(token, "unsubscribe");
    return show(c, outcome, {
      title: "Unsubscribe from the newsletter",
      paragraphs: ["Press the button and you will not receive the newsletter again."],
      button: { label: "Unsubscribe", action: unsubscribePath, hidden: { token: String(token) } },
    });
  });

  // The page's button and a mail program's RFC 8058 one-click POST (List-Unsubscribe=One-Click) both land here.
  routes.post(unsubscribePath, async (c) => {
    const oneClick = c.req.query("token") !== undefined;
    const outcome = await lifecycle.unsubscribe(await tokenFrom(c.req), oneClick ? "one-click" : unsubscribePath);
    return show(c, outcome, {
      title: "You are unsubscribed",
      paragraphs: [
        "You will not receive the newsletter again. If you change your mind, you can subscribe on the newsletter page.",
      ],
    });
  });

  return routes;
}
