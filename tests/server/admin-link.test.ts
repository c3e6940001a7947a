import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { serve } from "@hono/node-server";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { testAppOptions } from "../../scripts/support/site-stub";
import { createApp } from "../../server/app";
import { saveSettings } from "../../server/settings/store";
import { writeOperatorKey } from "../../server/sign-in/operator-key";
import { type Database, openPostgres } from "../../server/storage/db";
import { openMigratedPglite } from "./support/databases";

const coach = "coach@example.com";
const run = promisify(execFile);

/** Runs `npm run admin-link -- EMAIL` as the coach would, returning the token of the link it printed. */
async function adminLink(env: Record<string, string>): Promise<string> {
  const { stdout } = await run("npx", ["tsx", "scripts/ops/admin-link.ts", coach], {
    env: { ...process.env, ADMIN_EMAILS: coach, ...env },
  });
  expect(stdout).toMatch(/Or type this code on the sign-in page: \d{6}/);
  return stdout.match(/#token=([\w-]+)/)?.[1] ?? "";
}

/** Whether the token signs in on a server over `db`. */
async function signsIn(db: Database, token: string) {
  const app = createApp({
    db,
    ...testAppOptions,
    admin: { adminEmails: [coach], confirmMaxPerDay: 200, sendsMail: false, mailQueued: () => undefined, log: () => undefined },
  });
  const answer = await app.request("/admin/api/sign-in/link", {
    method: "POST",
    headers: { Origin: testAppOptions.publicOrigin, "Content-Type": "application/json" },
    body: JSON.stringify({ token }),
  });
  return answer.status === 200;
}

// Each case starts the script with tsx, which takes a while on a busy machine.
describe("npm run admin-link", { timeout: 120_000 }, () => {
  it("gets a link from the running server when the embedded database is open in it", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "admin-link-"));
    const db = await openMigratedPglite(dataDir);
    const app = createApp({
      db,
      ...testAppOptions,
      admin: {
        adminEmails: [coach],
        confirmMaxPerDay: 200,
        sendsMail: false,
        mailQueued: () => undefined,
        log: () => undefined,
        operatorKey: writeOperatorKey(dataDir),
      },
    });
    const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 });
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const port = String((server.address() as AddressInfo).port);
      const token = await adminLink({ DATA_DIR: dataDir, HOST: "127.0.0.1", PORT: port, DATABASE_URL: "" });
      expect(await signsIn(db, token)).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("writes the link itself on PostgreSQL, while the site runs", async () => {
    await withEmptyPostgres(`admin_link_${process.pid}`, async (url, db) => {
      const token = await adminLink({ DATABASE_URL: url });
      expect(await signsIn(db, token)).toBe(true);
    });
  });

  it("on PostgreSQL with ADMIN_EMAILS unset, lets in the address she saved in Your details, as the server does", async () => {
    await withEmptyPostgres(`admin_link_saved_${process.pid}`, async (url, db) => {
      await saveSettings(db, { email: coach }, coach);
      const token = await adminLink({ DATABASE_URL: url, ADMIN_EMAILS: "" });
      expect(await signsIn(db, token)).toBe(true);
    });
  });
});

/** A new, empty PostgreSQL database named `name` (the command migrates it itself, as on a first deploy), open while `use` runs, dropped after. */
async function withEmptyPostgres(name: string, use: (url: string, db: Database) => Promise<void>) {
  const adminUrl = inject("postgresUrl");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const db = await openPostgres(url);
  try {
    await use(url, db);
  } finally {
    await db.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
