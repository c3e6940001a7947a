import { type Context, Hono } from "hono";
import { bigintId } from "../http/path-ids";
import { refuse } from "../http/refusal";
import { type AdminEnv, requireSession, sessionIdleDays } from "../sign-in/sessions";
import type { Database } from "../storage/db";

const noSuchSession = (c: Context) => refuse(c, 404, { message: "That session has already ended." });

/**
 * /admin/api/sessions: every live back-office session (address, when it started, when it was last used),
 * the caller's own marked as current, and ending any other one. Sessions of addresses taken out of
 * ADMIN_EMAILS, and sessions idle too long, are deleted before the list is read.
 */
export function createActiveSessionsApi(db: Database, secure: boolean) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));

  api.get("/", async (c) => {
    await db.query(
      `delete from public.admin_sessions
       where lower(email) <> all($1::text[]) or last_seen_at <= now() - $2 * interval '1 day'`,
      [c.get("adminEmails"), sessionIdleDays],
    );
    const rows = await db.query(
      `select number, email, created_at, last_seen_at, id_hash = $1 as current
       from public.admin_sessions order by last_seen_at desc, number desc`,
      [c.get("adminSession").idHash],
    );
    return c.json({
      sessions: rows.map(({ number, email, created_at, last_seen_at, current }) => ({
        number: Number(number),
        email,
        startedAt: created_at,
        lastSeenAt: last_seen_at,
        current,
      })),
    });
  });

  api.post(`/:number{${bigintId}}/end`, async (c) => {
    const [session] = await db.query("select id_hash from public.admin_sessions where number = $1", [c.req.param("number")]);
    if (!session) return noSuchSession(c);
    if (session.id_hash === c.get("adminSession").idHash) {
      return refuse(c, 400, { message: "This is your own session: use “Sign out” to end it." });
    }
    await db.query("delete from public.admin_sessions where number = $1", [c.req.param("number")]);
    return c.json({ ended: true });
  });

  return api;
}
