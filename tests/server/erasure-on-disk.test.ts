import { execFileSync } from "node:child_process";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { testAppOptions } from "../../scripts/support/site-stub";
import { createApp } from "../../server/app";
import { startSession } from "../../server/sign-in/sessions";
import { backupDataDir } from "../../server/storage/backup";
import type { Database } from "../../server/storage/db";
import { scrubDeletedRows, scrubWaiting } from "../../server/storage/scrub";
import { eraseEverythingAbout } from "../../server/subscriptions";
import { copiesInFile, filesOfTables } from "./support/copies-on-disk";
import { createTestDatabase, openMigratedPglite } from "./support/databases";
import { temporaryFolders } from "./support/temporary-folders";

const temporaryFolder = temporaryFolders("erasure-test-");

const coach = "coach@example.com";
const erased = "erase-me-7f3a@example.com";
const phone = "07700 900 913 unique-phone-7f3a";

/** How many times `text` occurs in the bytes of every file of an unpacked report. */
function copiesInBackup(file: string, text: string): number {
  const unpacked = temporaryFolder();
  execFileSync("tar", ["-xf", file, "-C", unpacked]);
  const files = execFileSync("find", [unpacked, "-type", "f"], { encoding: "utf8" }).trim().split("\n");
  return files.reduce((copies, name) => copies + copiesInFile(name, text), 0);
}

async function storePerson(db: Database) {
  await db.insertAsAnon("subscribers", { email: erased });
  await db.insertAsAnon("contact_messages", {
    name: "Erin Example",
    email: erased,
    subject: "Please call me",
    message: `My number is ${phone}.`,
    interest: "career",
  });
  await db.insertAsAnon("subscribers", { email: "stays@example.com" });
}

/** The site with its back office, on `db`. */
const siteOn = (db: Database) =>
  createApp({
    db,
    ...testAppOptions,
    admin: { adminEmails: [coach], confirmMaxPerDay: 5, sendsMail: false, mailQueued: () => undefined, log: () => undefined },
  });

/** The coach's "Delete everything about this person", as the back office sends it. */
async function eraseAsTheCoach(db: Database, app: ReturnType<typeof siteOn>) {
  const [person] = await db.query("select id from public.subscribers where email = $1", [erased]);
  const erasure = await app.request(`/admin/api/subscribers/${person?.id}/erase`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: testAppOptions.publicOrigin,
      Cookie: `admin_session=${await startSession(db, coach)}`,
    },
    body: JSON.stringify({ confirmed: true }),
  });
  return { status: erasure.status, body: (await erasure.json()) as { scrubbed: boolean } };
}

describe("erasing a person on the embedded database", { timeout: 240_000 }, () => {
  it("leaves no copy of the address or the message in the next backup", async () => {
    const dataDir = temporaryFolder();
    const db = await openMigratedPglite(dataDir);
    await storePerson(db);
    expect(await eraseAsTheCoach(db, siteOn(db))).toMatchObject({ status: 200, body: { scrubbed: true } });
    await db.close();

    const file = path.join(temporaryFolder(), "after-erasure.tar");
    await backupDataDir(dataDir, file);
    expect(copiesInBackup(file, erased)).toBe(0);
    expect(copiesInBackup(file, phone)).toBe(0);
    expect(copiesInBackup(file, "stays@example.com")).toBeGreaterThan(0);
  });
});

/** A session of its own on the test's PostgreSQL database, as pg_dump or a report is. */
async function anotherSession(db: Database) {
  const [{ current_database: name } = {}] = await db.query("select current_database()");
  const session = new pg.Client({ connectionString: inject("postgresUrl").replace(/\/postgres$/, `/${name}`) });
  await session.connect();
  return session;
}

describe("erasing a person on PostgreSQL", { timeout: 120_000 }, () => {
  it("never holds up a visitor's sign-up while another session reads the list (the nightly pg_dump), and scrubs the copies on disk once that read ends", async () => {
    const test = await createTestDatabase("postgres");
    const backup = await anotherSession(test.db);
    try {
      await storePerson(test.db);
      const app = siteOn(test.db);
      // pg_dump reads every table in one transaction, holding each table's share lock until it ends.
      await backup.query("begin isolation level repeatable read");
      await backup.query("select count(*) from public.subscribers");
      await backup.query("select count(*) from public.contact_messages");

      const settled = <T>(work: Promise<T>) => Promise.race([work, delay(5_000).then(() => "still waiting after 5 s" as const)]);
      expect(await settled(eraseAsTheCoach(test.db, app))).toEqual({
        status: 200,
        body: expect.objectContaining({ scrubbed: false }),
      });
      const signUp = async () => {
        const answer = await app.request("/rest/v1/subscribers", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: "signs-up-meanwhile@example.com" }),
        });
        return answer.status;
      };
      expect(await settled(signUp())).toBe(201);
      const health = await app.request("/admin/api/health", {
        headers: { Cookie: `admin_session=${await startSession(test.db, coach)}` },
      });
      expect((await health.json()).erasureWaitingSince).toEqual(expect.any(String));
      expect(scrubWaiting(test.db)?.tables).toEqual(expect.arrayContaining(["subscribers", "contact_messages"]));

      await backup.query("commit");
      await expect.poll(() => scrubWaiting(test.db), { timeout: 20_000, interval: 100 }).toBeUndefined();
      const tableFiles = await filesOfTables(test.db, ["subscribers", "contact_messages"]);
      expect(tableFiles.map((file) => copiesInFile(file, erased) + copiesInFile(file, phone))).toEqual([0, 0]);
      expect(copiesInFile(tableFiles[0] ?? "", "signs-up-meanwhile@example.com")).toBe(1);
    } finally {
      await backup.end();
      await test.dispose();
    }
  });

  it("leaves no copy of the address or the message in the tables' files, even while another transaction could still read them (pg_dump backups hold live rows only)", async () => {
    const test = await createTestDatabase("postgres");
    // A report started before the erasure, reading other tables: its snapshot could read the rows until it ends, a
    // second later (a reader of the same tables would hold VACUUM FULL back by its lock instead).
    const report = await anotherSession(test.db);
    try {
      await storePerson(test.db);
      await report.query("begin isolation level repeatable read");
      await report.query("select count(*) from public.schema_migrations");
      await eraseEverythingAbout(test.db, erased);
      const reportEnds = delay(1_000).then(() => report.query("commit"));
      const logged: string[] = [];
      await scrubDeletedRows(test.db, (line) => logged.push(line));
      await reportEnds;
      const tableFiles = await filesOfTables(test.db, ["subscribers", "contact_messages"]);
      expect(tableFiles.map((file) => copiesInFile(file, erased) + copiesInFile(file, phone))).toEqual([0, 0]);
      expect(copiesInFile(tableFiles[0] ?? "", "stays@example.com")).toBe(1);
      expect(logged).toEqual([]);
    } finally {
      await report.end();
      await test.dispose();
    }
  });
});
