import { Hono } from "hono";
import { refuse } from "../http/refusal";
import { queueMail } from "../mail/outbox";
import { jsonObject } from "../sign-in/guards";
import { type AdminEnv, requireSession } from "../sign-in/sessions";
import type { Database } from "../storage/db";
import { chooseWeeklySummary, weeklySummarySetting } from "../summary/summary-setting";
import { lastWeek, weeklySummaryMail, weeklySummaryPreview } from "../summary/weekly-summary";
import { type TestSendGate, testsPerHour } from "./test-send";

export interface WeeklySummaryApiOptions {
  /** WEEKLY_SUMMARY: whether the summary goes out before the coach has chosen. */
  byDefault: boolean;
  /** Whether e-mail is configured at all. */
  sendsMail: boolean;
  publicOrigin: string;
  /** Tells the outbox worker there is mail to send. */
  mailQueued: () => void;
  /** The hourly cap on sends she asks for, the summary counted apart from tests. */
  testSendGate: TestSendGate;
  now?: () => Date;
}

/**
 * /admin/api/weekly-summary: whether the coach receives the Monday summary, and her switch for it; a preview of
 * last week's with this week's figures so far, and one sent to her now (apart from Monday's, which still goes).
 */
export function createWeeklySummaryApi(db: Database, secure: boolean, options: WeeklySummaryApiOptions) {
  const { byDefault, sendsMail, publicOrigin, now = () => new Date() } = options;
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));
  const standing = async () => ({ ...(await weeklySummarySetting(db, byDefault)), sendsMail });

  api.get("/", async (c) => c.json(await standing()));
  api.put("/", async (c) => {
    const body = await jsonObject(c.req.raw);
    if (typeof body?.enabled !== "boolean")
      return refuse(c, 400, { message: "Say whether the Monday summary is on: enabled must be true or false." });
    await chooseWeeklySummary(db, body.enabled, c.get("adminSession").email);
    return c.json(await standing());
  });

  api.get("/preview", async (c) => c.json(await weeklySummaryPreview(db, now(), publicOrigin)));

  api.post("/send", async (c) => {
    if (!sendsMail)
      return refuse(c, 409, {
        code: "no-mail",
        message: "E-mail is not set up on this server (SMTP_URL), so nothing can be sent.",
      });
    const to = c.get("adminSession").email;
    if (!(await options.testSendGate(to, "summary")))
      return refuse(c, 429, { message: `You have had ${testsPerHour} summaries sent in the last hour. Please try again later.` });
    await queueMail(db, { to, ...(await weeklySummaryMail(db, lastWeek(now()), publicOrigin)) });
    options.mailQueued();
    return c.json({ message: `Last week's summary is on its way to ${to}.` }, 202);
  });
  return api;
}
