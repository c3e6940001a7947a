import { rmSync, writeFileSync } from "node:fs";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { testAppOptions } from "../../scripts/support/site-stub";
import { startTemporaryPostgres } from "../../scripts/support/temporary-postgres";
import { createApp } from "../../server/app";
import { watchFailingNotifications } from "../../server/health";
import { dataDirCheck } from "../../server/storage/data-dir-space";
import { openPostgres } from "../../server/storage/db";
import { onEachStore } from "./support/databases";
import { signedIn, suiteDatabase } from "./support/suite";
import { temporaryFolders } from "./support/temporary-folders";

const temporaryFolder = temporaryFolders("health-test-");

const coach = "coach@example.com";

onEachStore("/healthz on %s", (kind) => {
  const test = suiteDatabase(kind);
  const coachCookie = signedIn(test, coach);

  const health = async () => {
    const response = await createApp({ ...testAppOptions, db: test.db }).request("/healthz");
    return { status: response.status, body: await response.json() };
  };
  const queueFailingMail = (age: string) =>
    test.db.query(
      `insert into public.notification_outbox (channel, kind, source_id, payload, created_at, attempts, last_error)
       values ('email', 'mail', null, '{}'::jsonb, now() - $1::interval, 3, '535 Authentication failed')`,
      [age],
    );

  it("answers 503 'stopping' once the server is told to stop, so that a proxy sends visitors elsewhere", async () => {
    let stopping = false;
    const app = createApp({ ...testAppOptions, db: test.db, stopping: () => stopping });
    expect((await app.request("/healthz")).status).toBe(200);
    stopping = true;
    const response = await app.request("/healthz");
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 503, body: { status: "stopping" } });
  });

  it("answers 503 'unwritable' with the reason when the data folder's free space is under the floor, and Health says so", async () => {
    const folder = temporaryFolder();
    const app = createApp({
      ...testAppOptions,
      db: test.db,
      admin: { adminEmails: [coach], confirmMaxPerDay: 5, sendsMail: false, mailQueued: () => undefined, log: () => undefined },
      // A floor no disk has free: the check a nearly full disk fails, without filling the real one.
      dataDir: dataDirCheck(folder, { floorBytes: Number.MAX_SAFE_INTEGER }),
    });
    const response = await app.request("/healthz");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: "unwritable",
      database: kind,
      error: expect.stringMatching(new RegExp(`^The data folder ${folder} has \\d+ MB free, under the \\d+ MB it needs\\.$`)),
    });
    const health = await app.request("/admin/api/health", { headers: { Cookie: coachCookie() } });
    expect((await health.json()).dataDirProblem).toMatch(/has \d+ MB free, under the/);
  });

  it("answers 503 'unwritable' when a small file cannot be written in the data folder, asking the disk at most every 5 s", async () => {
    const folder = temporaryFolder();
    let time = 0;
    const app = createApp({
      ...testAppOptions,
      db: test.db,
      dataDir: dataDirCheck(folder, { floorBytes: 0, now: () => time }),
    });
    expect((await app.request("/healthz")).status).toBe(200);
    // A file where the folder was: nothing can be written there, and the folder cannot be made again (a missing folder
    // is made, as the first render would make it). The answer is kept for 5 s, so /healthz stays cheap.
    rmSync(folder, { recursive: true });
    writeFileSync(folder, "");
    expect((await app.request("/healthz")).status).toBe(200);
    time = 5_000;
    const response = await app.request("/healthz");
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 503,
      body: { status: "unwritable", database: kind, error: `The data folder ${folder} cannot be written (EEXIST).` },
    });
  });

  it("says ok while the database answers and nothing has failed for long", async () => {
    await queueFailingMail("10 minutes");
    expect(await health()).toEqual({ status: 200, body: { status: "ok", database: kind, notifications: "ok" } });
  });

  it("reports notifications failing for over an hour, and logs one line per interval while it lasts", async () => {
    await queueFailingMail("2 hours");
    expect(await health()).toEqual({ status: 200, body: { status: "degraded", database: kind, notifications: "failing" } });
    const lines: string[] = [];
    const stop = watchFailingNotifications(test.db, { intervalMs: 100, log: (line) => lines.push(line) });
    await new Promise((resolve) => setTimeout(resolve, 350));
    stop();
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(new Set(lines).size).toBe(1);
    expect(lines[0]).toBe(
      "Notifications are failing: 1 unsent for over an hour (last error: 535 Authentication failed). " +
        "Check SMTP_URL and NOTIFY_WEBHOOK_URL; `npm run export -- outbox` lists them.",
    );
    await test.db.query("update public.notification_outbox set sent_at = now()");
    expect((await health()).body.notifications).toBe("ok");
  });
});

describe("/healthz when PostgreSQL stops", () => {
  it("answers 503 'unavailable' instead of ok", async () => {
    // A PostgreSQL of its own: stopping the shared one would break the other suites.
    const postgres = await startTemporaryPostgres();
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query("create role anon nologin");
    await admin.end();
    const db = await openPostgres(postgres.url);
    const app = createApp({ ...testAppOptions, db });
    try {
      expect((await app.request("/healthz")).status).toBe(200);
      postgres.stop();
      const response = await app.request("/healthz");
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: "unavailable", database: "postgres" });
    } finally {
      await db.close();
    }
  });
});
