/**
 * npm run check:launch — lists every content value still marked as a sample (the coach's
 * name, e-mail, address, booking, checkout and quiz links) in app/content/site.ts, with the coach's
 * settings saved at /admin/settings over them, and in her free resources' links and downloads as their row holds them: read from the database the server uses (DATABASE_URL, or the
 * embedded one in DATA_DIR when it holds one). While a running server has the embedded one
 * open it says so and exits 1: the back office's Your details screen shows the same list.
 *
 * With PUBLIC_ORIGIN set to an https:// address (a production build) it exits 1 while any
 * sample remains, so invented links cannot go live unnoticed; otherwise it only lists them.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { Resources } from "../../app/content/resources";
import { type Sessions, sessionsSeed } from "../../app/content/sessions";
import type { SavedSettings } from "../../app/content/site-settings";
import { parsePublicEnv } from "../../app/lib/public-env";
import { parseServerEnv } from "../../server/env";
import { launchCheck } from "../../server/settings/launch-check";
import { savedContent } from "../../server/settings/site-content-store";
import { savedSettings } from "../../server/settings/store";
import { DataDirInUseError } from "../../server/storage/data-dir-lock";
import { openDatabase } from "../../server/storage/db";

async function coachSettings(): Promise<{ saved: SavedSettings; sessions: Sessions; resources?: Resources; from: string }> {
  const env = parseServerEnv(process.env);
  if (!env.DATABASE_URL && !existsSync(path.join(env.DATA_DIR, "PG_VERSION")))
    return { saved: {}, sessions: sessionsSeed, from: "app/content alone (no database)" };
  try {
    const db = await openDatabase(env);
    try {
      return {
        saved: await savedSettings(db),
        ...(await savedContent(db).then(({ sessions, resources }) => ({ sessions, resources }))),
        from: env.DATABASE_URL ? "the PostgreSQL database" : `the database in ${env.DATA_DIR}`,
      };
    } finally {
      await db.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.log(
      "The running server has the embedded database open: the back office's Your details screen lists the same samples, or stop the server and run this again.",
    );
    process.exit(1);
  }
}

const { PUBLIC_ORIGIN } = parsePublicEnv(process.env);
const { saved, sessions, resources, from } = await coachSettings();
const result = launchCheck(PUBLIC_ORIGIN, saved, sessions, resources);
console.log(`The coach's settings: ${Object.keys(saved).length} saved, read from ${from}.`);
for (const line of result.lines) console.log(line);
process.exitCode = result.passes ? 0 : 1;
