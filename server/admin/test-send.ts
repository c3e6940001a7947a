import type { Context } from "hono";
import { validateSubscriber } from "../../app/lib/validation";
import { refuse } from "../http/refusal";
import { type OutgoingMail, queueMail } from "../mail/outbox";
import { siteOf } from "../settings/current";
import { jsonObject } from "../sign-in/guards";
import type { AdminEnv } from "../sign-in/sessions";
import type { Database } from "../storage/db";

/** Test sends one coach may ask for in an hour, of issues, drafts and her welcome e-mail together, to any address she types. */
export const testsPerHour = 10;

/** What is capped: tests (of issues, drafts and her welcome e-mail together), and the Monday summary sent now. */
export type CappedSend = "test" | "summary";

/** Whether the coach may send one more test now; one gate for every kind of test, counted per coach. */
export type TestSendGate = (coach: string, kind?: CappedSend) => Promise<boolean>;

/**
 * Counts each send in the database (migration 190), under a lock per coach, so a restart does not reset the hour's
 * count and two servers on one database share it; `testsPerHour` of each kind an hour.
 */
export function createTestSendGate(db: Database): TestSendGate {
  return (coach, kind = "test") =>
    db.transaction(async (tx) => {
      const who = coach.toLowerCase();
      await tx.query("select pg_advisory_xact_lock(hashtext('admin_test_sends:' || $1))", [who]);
      await tx.query("delete from public.admin_test_sends where sent_at < now() - interval '1 day'");
      const [row] = await tx.query(
        `select count(*)::int as sent from public.admin_test_sends
         where coach = $1 and kind = $2 and sent_at > now() - interval '1 hour'`,
        [who, kind],
      );
      if (Number(row?.sent) >= testsPerHour) return false;
      await tx.query("insert into public.admin_test_sends (coach, kind) values ($1, $2)", [who, kind]);
      return true;
    });
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
    return refuse(c, 409, {
      code: "no-mail",
      message: "E-mail is not set up on this server (SMTP_URL), so nothing can be sent.",
    });
  const coach = c.get("adminSession").email;
  const typed = (await jsonObject(c.req.raw))?.email;
  const checked = typeof typed === "string" && typed.trim() !== "" ? validateSubscriber({ email: typed }) : undefined;
  if (checked?.ok === false) {
    const message = checked.errors.email ?? "Please enter a valid e-mail address, like name@example.com.";
    return refuse(c, 400, { message, errors: { email: message } });
  }
  if (!(await gate(coach)))
    return refuse(c, 429, { message: `You have sent ${testsPerHour} tests in the last hour. Please try again later.` });
  const to = checked?.value.email ?? coach;
  const made = await mail();
  // Each test is of an e-mail to subscribers, which answer to her address in Your details as it is now.
  await queueMail(db, { ...made, to, replyTo: (await siteOf(db)).email, subject: `[Test] ${made.subject}` });
  mailQueued();
  return c.json({ message: `${what[0]?.toUpperCase()}${what.slice(1)} is on its way to ${to}.` }, 202);
}
