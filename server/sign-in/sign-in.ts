import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createRateLimiter } from "../http/rate-limit";
import { refuse } from "../http/refusal";
import { siteOf } from "../settings/current";
import type { Database } from "../storage/db";
import { jsonObject } from "./guards";
import { presentsOperatorKey } from "./operator-key";
import { setSessionCookie, startSession } from "./sessions";
import { signInMail } from "./sign-in-mail";
import { type IssuedSignIn, issueSignIn, redeemCode, redeemLink, signInValidMinutes } from "./sign-in-tokens";

export interface SignInOptions {
  db: Database;
  publicOrigin: string;
  /** Addresses that may sign in, lower-cased. */
  adminEmails: readonly string[];
  clientIp: (c: Context) => string;
  /** Whether queued e-mails go out (SMTP_URL is set); otherwise links are written to the server output. */
  sendsMail: boolean;
  /** Tells the outbox worker a mail was queued. */
  mailQueued: () => void;
  log: (message: string) => void;
  /** The secret `npm run admin-link` presents to get a link from the running server (embedded database only). */
  operatorKey?: string;
  /** Sign-in requests allowed per minute from one client IP. */
  attemptsPerMinute?: number;
  /**
   * Sign-in e-mails per address per 24 hours (ADMIN_SIGN_IN_MAILS_PER_DAY); one client IP may ask for
   * at most `linksPerHourPerClient` of them an hour. 0 turns both limits off.
   */
  mailsPerDay?: number;
}

export const linksPerHourPerClient = 3;
/** The largest body a sign-in request may have: an address, a code or a link's token fit many times over. */
export const signInMaxBytes = 4096;

export const sentAnswer = "If that address may sign in, a link is on its way.";
export const usedUpAnswer = "This link has expired or was already used.";
export const lockedAnswer =
  "Too many wrong codes for this address in the last hour, so codes are paused. The link in the e-mail still works.";

/** POST /admin/api/sign-in/…: asking for a link, and completing a sign-in with the link or the code. */
export function createSignInApi(options: SignInOptions) {
  const { db, publicOrigin, clientIp, sendsMail } = options;
  const api = new Hono();
  // Anyone may post here, so a body is refused by its declared length, or once it passes the limit, before more is read.
  api.use(
    bodyLimit({
      maxSize: signInMaxBytes,
      onError: (c) => refuse(c, 413, { message: "That request is too large to be a sign-in." }),
    }),
  );
  const mailsPerDay = options.mailsPerDay ?? 10;
  const allowByIp = createRateLimiter(options.attemptsPerMinute ?? 10);
  // Per client and address, so a stranger's requests use up the stranger's allowance, never the coach's.
  const allowLinkFromClient = createRateLimiter(mailsPerDay === 0 ? 0 : Math.min(linksPerHourPerClient, mailsPerDay), {
    windowMs: 60 * 60_000,
  });
  const mayAdminister = (email: string) => options.adminEmails.includes(email.trim().toLowerCase());
  const secure = publicOrigin.startsWith("https://");
  const tooMany = (c: Context) => refuse(c, 429, { message: "Too many attempts. Please wait a minute." });
  const badRequest = (c: Context, message: string) => refuse(c, 400, { message });

  async function signedIn(c: Context, email: string | undefined) {
    if (!email || !mayAdminister(email)) return refuse(c, 410, { message: usedUpAnswer });
    setSessionCookie(c, await startSession(db, email), secure);
    return c.json({ email });
  }

  api.post("/request", async (c) => {
    const body = await jsonObject(c.req.raw);
    const email = typeof body?.email === "string" ? body.email.trim() : "";
    if (!email.includes("@") || email.length > 254) return badRequest(c, "Please enter your e-mail address.");
    if (!allowByIp(clientIp(c))) return tooMany(c);
    if (!allowLinkFromClient(`${clientIp(c)} ${email.toLowerCase()}`)) {
      return refuse(c, 429, {
        message:
          "Enough links for this address were asked for from here this hour. Please use one of them, or try again in an hour.",
      });
    }
    // The answer goes before any work, for an allowed address and another alike, so its timing tells nothing.
    // One sign-in is issued at a time, so that requests arriving together cannot pass the daily cap.
    setImmediate(() => {
      issuedBefore = issuedBefore
        .then(() => sendSignIn(email))
        .catch((error: unknown) => options.log(`Sign-in e-mail not queued: ${error}`));
    });
    return c.json({ message: sentAnswer, sendsMail }, 202);
  });

  let issuedBefore = Promise.resolve();

  /** Issues and e-mails (or prints) a sign-in for an allowed address, within its daily cap; nothing for another. */
  async function sendSignIn(email: string) {
    if (!mayAdminister(email)) return;
    if (mailsPerDay > 0) {
      const [sent] = await db.query(
        `select count(*)::int as count from public.admin_sign_in_tokens
         where lower(email) = lower($1) and created_at > now() - interval '1 day'`,
        [email],
      );
      if (Number(sent?.count) >= mailsPerDay)
        return options.log(`Sign-in e-mail to ${email} held back: ${mailsPerDay} sent today.`);
    }
    const site = await siteOf(db);
    const mailFor = sendsMail ? ({ link, code }: IssuedSignIn) => signInMail(site, email, link, code) : undefined;
    const issued = await issueSignIn(db, email, publicOrigin, mailFor);
    if (sendsMail) options.mailQueued();
    else options.log(`Sign-in link for ${email} (valid ${signInValidMinutes} minutes): ${issued.link}  code: ${issued.code}`);
  }

  api.post("/link", async (c) => {
    if (!allowByIp(clientIp(c))) return tooMany(c);
    const body = await jsonObject(c.req.raw);
    if (typeof body?.token !== "string" || body.token === "") return badRequest(c, "The link is incomplete.");
    return signedIn(c, await redeemLink(db, body.token));
  });

  api.post("/code", async (c) => {
    const body = await jsonObject(c.req.raw);
    const email = typeof body?.email === "string" ? body.email.trim() : "";
    const code = typeof body?.code === "string" ? body.code.replace(/\s/g, "") : "";
    if (!/^\d{6}$/.test(code) || email === "") return badRequest(c, "Please enter your e-mail address and the 6-digit code.");
    if (!allowByIp(clientIp(c))) return tooMany(c);
    const redeemed = await redeemCode(db, email, code);
    if (redeemed === "locked") return refuse(c, 429, { message: lockedAnswer });
    if (redeemed === "wrong") return refuse(c, 410, { message: "That code is wrong, expired or already used." });
    return signedIn(c, redeemed.email);
  });

  api.post("/operator-link", async (c) => {
    if (!presentsOperatorKey(c.req.header("authorization"), options.operatorKey)) {
      return refuse(c, 401, { message: "Unknown operator key." });
    }
    const body = await jsonObject(c.req.raw);
    const email = typeof body?.email === "string" ? body.email.trim() : "";
    if (!mayAdminister(email)) return badRequest(c, `${email || "That address"} is not in ADMIN_EMAILS.`);
    return c.json(await issueSignIn(db, email, publicOrigin));
  });

  return api;
}
