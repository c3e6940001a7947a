import { afterAll, beforeAll, beforeEach } from "vitest";
import { startTestSmtpServer, type TestSmtpServer } from "../../../scripts/support/smtp-sink";
import { seedIssues } from "../../../server/newsletter/seed-issues";
import { startSession } from "../../../server/sign-in/sessions";
import type { Database } from "../../../server/storage/db";
import { createTestDatabase, type TestDatabase, type testStores } from "./databases";

/**
 * Fixtures a suite calls once, at its top, instead of writing the same hooks again: each makes what it gives
 * before the suite's first test and removes it after its last. Call `suiteDatabase` first, so the tables it
 * empties are empty before any other set-up of a test runs.
 */

/** The one value of a fixture, once its `beforeAll` has made it. */
function madeBeforeAll<T>(what: string) {
  let value: T | undefined;
  return {
    set: (made: T) => {
      value = made;
      return made;
    },
    get: (): T => {
      if (value === undefined) throw new Error(`The suite's ${what} is made before its first test, not while it is defined`);
      return value;
    },
  };
}

/**
 * The suite's own database on `kind`, with `tables` (as `truncate` lists them) emptied before each test; the
 * repository's issues given back as rows when the issues' table is among them, as a server's start does (decision 071).
 */
export function suiteDatabase(kind: (typeof testStores)[number], tables?: string): TestDatabase {
  const own = madeBeforeAll<TestDatabase>("database");
  beforeAll(async () => {
    own.set(await createTestDatabase(kind));
  });
  afterAll(() => own.get().dispose());
  if (tables) {
    beforeEach(async () => {
      await own.get().db.query(`truncate ${tables}`);
      if (tables.includes("newsletter_drafts")) await seedIssues(own.get().db);
    });
  }
  return {
    get db() {
      return own.get().db;
    },
    reopen: () => own.get().reopen(),
    dispose: () => own.get().dispose(),
    get dataDir() {
      return own.get().dataDir;
    },
  };
}

/** The suite's own local SMTP server, keeping what arrives: its list of mails is emptied before each test. */
export function suiteSmtpServer(options: Parameters<typeof startTestSmtpServer>[0] = {}): TestSmtpServer {
  const own = madeBeforeAll<TestSmtpServer>("SMTP server");
  beforeAll(async () => {
    own.set(await startTestSmtpServer(options));
  });
  afterAll(() => own.get().stop());
  beforeEach(() => {
    own.get().received.length = 0;
  });
  return {
    get port() {
      return own.get().port;
    },
    get url() {
      return own.get().url;
    },
    get received() {
      return own.get().received;
    },
    waitForMails: (count, timeoutMs) => own.get().waitForMails(count, timeoutMs),
    stop: () => own.get().stop(),
    start: () => own.get().start(),
  };
}

/** The Cookie header of a new back-office session of `email`, as signing in gives it. */
export const sessionCookie = async (db: Database, email: string) => `admin_session=${await startSession(db, email)}`;

/** `email` signed in afresh before each test: the function gives the Cookie header of that test's session. */
export function signedIn(test: TestDatabase, email: string): () => string {
  let cookie = "";
  beforeEach(async () => {
    cookie = await sessionCookie(test.db, email);
  });
  return () => cookie;
}
