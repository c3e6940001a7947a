import { Hono } from "hono";
import { chooseWeeklySummary, weeklySummarySetting } from "../analytics/summary-setting";
import type { Database } from "../storage/db";
import { jsonObject } from "./guards";
import { type AdminEnv, requireSession } from "./sessions";

export interface WeeklySummaryApiOptions {
  /** WEEKLY_SUMMARY: whether the summary goes out before the coach has chosen. */
  byDefault: boolean;
  /** Whether e-mail is configured at all. */
  sendsMail: boolean;
}

/** /admin/api/weekly-summary: whether the coach receives the Monday summary, and her switch for it. */
export function createWeeklySummaryApi(db: Database, secure: boolean, { byDefault, sendsMail }: WeeklySummaryApiOptions) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));
  const standing = async () => ({ ...(await weeklySummarySetting(db, byDefault)), sendsMail });

  api.get("/", async (c) => c.json(await standing()));
  api.put("/", async (c) => {
    const body = await jsonObject(c.req.raw);
    if (typeof body?.enabled !== "boolean")
      return c.json({ code: "400", message: "Say whether the Monday summary is on: enabled must be true or false." }, 400);
    await chooseWeeklySummary(db, body.enabled, c.get("adminSession").email);
    return c.json(await standing());
  });
  return api;
}
