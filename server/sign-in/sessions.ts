import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { refuse } from "../http/refusal";
import type { Database } from "../storage/db";
import { hashOf, newSecret } from "./secrets";

export const sessionIdleDays = 14;
export const sessionCookieName = "admin_session";

export interface AdminSession {
  email: string;
  idHash: string;
}

/** `adminEmails`: the addresses in ADMIN_EMAILS now, which every session check reads (see allowAdmins). */
export type AdminEnv = { Variables: { adminSession: AdminSession; adminEmails: readonly string[] } };

/** Tells every later session check which addresses may use the back office now. */
export function allowAdmins(adminEmails: readonly string[]): MiddlewareHandler<AdminEnv> {
  const lowerCased = adminEmails.map((email) => email.toLowerCase());
  return async (c, next) => {
    c.set("adminEmails", lowerCased);
    await next();
  };
}

/** Starts a session for `email` and returns its id, to be set as the cookie. */
export async function startSession(db: Database, email: string): Promise<string> {
  const id = newSecret();
  await db.query("insert into public.admin_sessions (id_hash, email) values ($1, $2)", [hashOf(id), email]);
  return id;
}

/**
 * The live session with this id, its idle clock reset; undefined when it ended, sat idle too long
 * or belongs to an address no longer in `adminEmails` (whose sessions this ends).
 */
export async function findSession(db: Database, id: string, adminEmails: readonly string[]): Promise<AdminSession | undefined> {
  const [row] = await db.query(
    `with removed as (
       delete from public.admin_sessions where id_hash = $1 and lower(email) <> all($3::text[])
     )
     update public.admin_sessions set last_seen_at = now()
     where id_hash = $1 and last_seen_at > now() - $2 * interval '1 day' and lower(email) = any($3::text[])
     returning id_hash, email`,
    [hashOf(id), sessionIdleDays, adminEmails],
  );
  return row ? { email: String(row.email), idHash: String(row.id_hash) } : undefined;
}

export async function endSession(db: Database, session: AdminSession) {
  await db.query("delete from public.admin_sessions where id_hash = $1", [session.idHash]);
}

export async function endEverySession(db: Database, session: AdminSession) {
  await db.query("delete from public.admin_sessions where lower(email) = lower($1)", [session.email]);
}

/** Sets the session cookie: HttpOnly, SameSite=Strict, for /admin only, Secure on HTTPS. */
export function setSessionCookie(c: Context, id: string, secure: boolean) {
  setCookie(c, sessionCookieName, id, {
    httpOnly: true,
    sameSite: "Strict",
    secure,
    path: "/admin",
    maxAge: sessionIdleDays * 24 * 60 * 60,
  });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, sessionCookieName, { path: "/admin" });
}

/** Lets a request through only with a live session, which handlers then read as c.get("adminSession"). */
export function requireSession(db: Database, secure: boolean): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const id = getCookie(c, sessionCookieName);
    const session = id ? await findSession(db, id, c.get("adminEmails") ?? []) : undefined;
    if (!id || !session) return refuse(c, 401, { message: "Please sign in again." });
    setSessionCookie(c, id, secure);
    c.set("adminSession", session);
    await next();
  };
}
