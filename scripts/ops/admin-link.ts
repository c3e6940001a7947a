/**
 * npm run admin-link -- EMAIL
 * Prints a fresh sign-in link and code for the back office, for when e-mail is not
 * working. Works while the site runs: on PostgreSQL it writes the link itself; with the
 * embedded database (which only the server may open) it asks the running server.
 */

import { parseServerEnv, type ServerEnv } from "../../server/env";
import { readBuildOrigin, serverOrigin } from "../../server/http/build-origin";
import { siteOf } from "../../server/settings/current";
import { type IssuedSignIn, issueSignIn, signInValidMinutes } from "../../server/sign-in/sign-in-tokens";
import { DataDirInUseError } from "../../server/storage/data-dir-lock";
import { openDatabase } from "../../server/storage/db";
import { askRunningServer } from "../support/running-server";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function linkFromRunningServer(env: ServerEnv, email: string): Promise<IssuedSignIn> {
  const response = await askRunningServer(env, "sign-in/operator-link", { email }).catch((error: Error) => fail(error.message));
  const body = (await response.json()) as IssuedSignIn & { message?: string };
  if (!response.ok) fail(body.message ?? `The server answered ${response.status}.`);
  return body;
}

/** Whether `email` may sign in by `env`'s ADMIN_EMAILS; the command stops, saying so, when not. */
function requireAdmin(env: ServerEnv, email: string) {
  if (!env.ADMIN_EMAILS.includes(email.toLowerCase())) fail(`${email} is not in ADMIN_EMAILS (${env.ADMIN_EMAILS.join(", ")}).`);
}

/**
 * The link written into the database itself, with the server's own values (decision 071): ADMIN_EMAILS unset stands
 * for the address she saved, and the link goes to the origin the server serves (the build's when PUBLIC_ORIGIN is unset).
 */
async function issueDirectly(env: ServerEnv, email: string): Promise<IssuedSignIn | undefined> {
  const db = await openDatabase(env).catch((error: unknown) => {
    if (error instanceof DataDirInUseError) return undefined;
    throw error;
  });
  if (!db) return undefined;
  try {
    const asServer = parseServerEnv(process.env, (await siteOf(db)).email);
    requireAdmin(asServer, email);
    const origin = serverOrigin(
      process.env.PUBLIC_ORIGIN ? asServer.PUBLIC_ORIGIN : undefined,
      readBuildOrigin(asServer.BUILD_DIR),
      asServer.PUBLIC_ORIGIN,
      () => undefined,
    );
    return await issueSignIn(db, email, origin);
  } finally {
    await db.close();
  }
}

async function main() {
  const email = process.argv[2]?.trim() ?? "";
  if (!email) fail("Usage: npm run admin-link -- you@example.com");
  // The running server checks ADMIN_EMAILS as it has it.
  const env = parseServerEnv(process.env);
  const issued = (await issueDirectly(env, email)) ?? (await linkFromRunningServer(env, email));
  console.log(`Sign-in link for ${email}, valid for ${signInValidMinutes} minutes and one use:\n${issued.link}`);
  console.log(`Or type this code on the sign-in page: ${issued.code}`);
}

await main();
