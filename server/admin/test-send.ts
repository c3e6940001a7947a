import type { Context } from "hono";
import { validateSubscriber } from "../../app/lib/validation";
import { createRateLimiter } from "../http/rate-limit";
import { type OutgoingMail, queueMail } from "../mail/outbox";
import type { Database } from "../storage/db";
import { jsonObject } from "./guards";
import type { AdminEnv } from "./sessions";

/** Test sends one coach may ask for in an hour, of issues, drafts and her welcome e-mail together, to any address she types. */
export const testsPerHour = 10;

/** Whether the coach may send one more test now; one gate for every kind of test, counted per coach. */
export type TestSendGate = (coach: string) => boolean;

export function createTestSendGate(): TestSendGate {
  const allow = createRateLimiter(testsPerHour, { windowMs: 60 * 60_000 });
  return (coach) => allow(coach.toLowerCase());
}

export interface TestSendOptions {
  db: Database;
  /** Whether SMTP is configured. */
  sendsMail: boolean;
  gate: TestSendGate;
  /** Tells the outbox worker there is mail to send. */
  mailQueued: () => void;
}

/**
 * Answers a test send: to the address in the JSON body's `email`, or the coach's own when it is empty;
 * refused with a message when e-mail is off, the address is not one, or she has had her tests this hour.
 * `mail` makes the e-mail (its subject gets "[Test]"); `what` names it in the answer, as "a test of issue 12".
 */
export async function answerTestSend(
  c: Context<AdminEnv>,
  { db, sendsMail, gate, mailQueued }: TestSendOptions,
  what: string,
  mail: () => Promise<Omit<OutgoingMail, "to">>,
): Promise<Response> {
  if (!sendsMail)
    return c.json({ code: "409", message: "E-mail is not set up on this server (SMTP_URL), so nothing can be sent." }, 409);
  const coach = c.get("adminSession").email;
  const typed = (await jsonObject(c.req.raw))?.email;
  const checked = typeof typed === "string" && typed.trim() !== "" ? validateSubscriber({ email: typed }) : undefined;
  if (checked?.ok === false) {
    const message = checked.errors.email ?? "Please enter a valid e-mail address, like name@example.com.";
    return c.json({ code: "400", message, errors: { email: message } }, 400);
  }
  if (!gate(coach))
    return c.json({ code: "429", message: `You have sent ${testsPerHour} tests in the last hour. Please try again later.` }, 429);
  const to = checked?.value.email ?? coach;
  const made = await mail();
  await queueMail(db, { ...made, to, subject: `[Test] ${made.subject}` });
  mailQueued();
  return c.json({ message: `${what[0]?.toUpperCase()}${what.slice(1)} is on its way to ${to}.` }, 202);
}
