import { Hono } from "hono";
import { newMessageCount } from "../messages/inbox";
import { type AdminEnv, clearSessionCookie, endEverySession, endSession, requireSession } from "../sign-in/sessions";
import type { Database } from "../storage/db";

/** /admin/api/session: who is signed in (with the count of new messages for the navigation), and signing out. */
export function createSessionApi(db: Database, secure: boolean) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));
  api.get("/", async (c) => c.json({ email: c.get("adminSession").email, newMessages: await newMessageCount(db) }));
  api.post("/sign-out", async (c) => {
    await endSession(db, c.get("adminSession"));
    clearSessionCookie(c);
    return c.json({ signedOut: true });
  });
  api.post("/sign-out-everywhere", async (c) => {
    await endEverySession(db, c.get("adminSession"));
    clearSessionCookie(c);
    return c.json({ signedOut: true });
  });
  return api;
}
