import { type OutgoingMail, queueMail } from "../mail/outbox";
import type { Database } from "../storage/db";
import { hashOf, newCode, newSecret, sameHash } from "./secrets";

export const signInValidMinutes = 15;

/** A sign-in link and its code, in clear: only ever sent by e-mail or printed for the operator. */
export interface IssuedSignIn {
  link: string;
  code: string;
}

/** The address of the page that completes a sign-in; the secret is in the fragment, which never reaches a server log. */
export const signInLinkFor = (publicOrigin: string, secret: string) => `${publicOrigin}/admin/sign-in/link#token=${secret}`;

/**
 * Stores a new single-use link and code for `email` (as hashes) and returns them.
 * `mailFor`, when given, builds the e-mail queued in the outbox in the same transaction.
 */
export async function issueSignIn(
  db: Database,
  email: string,
  publicOrigin: string,
  mailFor?: (issued: IssuedSignIn) => Promise<OutgoingMail>,
): Promise<IssuedSignIn> {
  const secret = newSecret();
  const issued = { link: signInLinkFor(publicOrigin, secret), code: newCode() };
  // Rendered before the transaction, so the database waits for no HTML.
  const mail = await mailFor?.(issued);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into public.admin_sign_in_tokens (email, link_hash, code_hash, expires_at)
       values ($1, $2, $3, now() + $4 * interval '1 minute')`,
      [email, hashOf(secret), hashOf(issued.code), signInValidMinutes],
    );
    if (mail) await queueMail(tx, mail);
  });
  return issued;
}

/** Uses up a link: the address it was for, or undefined when it is unknown, expired or already used. */
export async function redeemLink(db: Database, secret: string): Promise<string | undefined> {
  const [row] = await db.query(
    `update public.admin_sign_in_tokens set used_at = now()
     where link_hash = $1 and used_at is null and expires_at > now()
     returning email`,
    [hashOf(secret)],
  );
  return row ? String(row.email) : undefined;
}

/** Code tries per address in any hour; past them the address's codes are refused for the hour (links still work). */
export const codeTriesPerHour = 5;

export type CodeOutcome = { email: string } | "wrong" | "locked";

/**
 * Checks a typed code against every open sign-in of `email` (a newer request never voids an earlier code).
 * Each try is recorded before the check, so however many arrive at once, no more than `codeTriesPerHour`
 * in an hour are checked; a right code uses its sign-in up and takes its try off the count.
 */
export async function redeemCode(db: Database, email: string, code: string): Promise<CodeOutcome> {
  const [tried] = await db.query(
    `with forgotten as (delete from public.admin_code_tries where tried_at <= now() - interval '1 hour')
     insert into public.admin_code_tries (email) values (lower($1)) returning id`,
    [email],
  );
  const [{ count } = { count: 0 }] = await db.query(
    "select count(*)::int as count from public.admin_code_tries where email = lower($1) and tried_at > now() - interval '1 hour'",
    [email],
  );
  if (Number(count) > codeTriesPerHour) return "locked";
  const open = await db.query(
    `select id, code_hash from public.admin_sign_in_tokens
     where lower(email) = lower($1) and used_at is null and expires_at > now()`,
    [email],
  );
  const typed = hashOf(code);
  const match = open.find((row) => sameHash(String(row.code_hash), typed));
  if (!match) return "wrong";
  const [used] = await db.query(
    `with used as (
       update public.admin_sign_in_tokens set used_at = now() where id = $1 and used_at is null returning email
     ), forgiven as (
       delete from public.admin_code_tries where id = $2 and exists (select 1 from used)
     )
     select email from used`,
    [match.id, tried?.id],
  );
  return used ? { email: String(used.email) } : "wrong";
}
