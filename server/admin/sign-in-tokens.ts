import { type OutgoingMail, queueMail } from "../mail/outbox";
import type { Database } from "../storage/db";
import { hashOf, newCode, newSecret, sameHash } from "./secrets";

export const signInValidMinutes = 15;
export const maxWrongCodes = 5;

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
  mailFor?: (issued: IssuedSignIn) => OutgoingMail,
): Promise<IssuedSignIn> {
  const secret = newSecret();
  const issued = { link: signInLinkFor(publicOrigin, secret), code: newCode() };
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into public.admin_sign_in_tokens (email, link_hash, code_hash, expires_at)
       values ($1, $2, $3, now() + $4 * interval '1 minute')`,
      [email, hashOf(secret), hashOf(issued.code), signInValidMinutes],
    );
    if (mailFor) await queueMail(tx, mailFor(issued));
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

/**
 * Checks a typed code against the newest open sign-in of `email`. A right code uses the
 * sign-in up; a wrong one counts, and the fifth wrong one uses it up too.
 */
export async function redeemCode(db: Database, email: string, code: string): Promise<string | undefined> {
  const [open] = await db.query(
    `select id, email, code_hash from public.admin_sign_in_tokens
     where lower(email) = lower($1) and used_at is null and expires_at > now()
     order by created_at desc, id desc limit 1`,
    [email],
  );
  if (!open) return undefined;
  if (sameHash(String(open.code_hash), hashOf(code))) {
    const [used] = await db.query(
      "update public.admin_sign_in_tokens set used_at = now() where id = $1 and used_at is null returning email",
      [open.id],
    );
    return used ? String(used.email) : undefined;
  }
  await db.query(
    `update public.admin_sign_in_tokens
     set failed_code_attempts = failed_code_attempts + 1,
         used_at = case when failed_code_attempts + 1 >= $2 then now() else used_at end
     where id = $1`,
    [open.id, maxWrongCodes],
  );
  return undefined;
}
