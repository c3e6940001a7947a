/**
 * npm run test:crash — faults under load, on PGlite and on a throwaway PostgreSQL (fsync on).
 * Kills our server with SIGKILL at random moments while writers subscribe, restarting it
 * each time (CRASH_KILLS, default 20), then counts acknowledged rows; then stops it with
 * SIGTERM under load. Exits non-zero if an acknowledged row is lost or a start fails.
 */
import { runKillTest, runStopTest } from "../support/crash-run";
import { pgliteStores, postgresStores } from "../support/stores";

const kills = Number(process.env.CRASH_KILLS ?? 20);
let failed = false;

for (const kind of [pgliteStores(), await postgresStores()]) {
  try {
    const killed = await runKillTest(kind, { kills });
    console.log(
      `test:crash  ${kind.label}  SIGKILL ×${kills}  acked=${killed.acked} present=${killed.present} lost=${killed.lost} startup_failures=${killed.startupFailures} 5xx=${killed.serverErrors}`,
    );
    const stopped = await runStopTest(kind);
    console.log(
      `test:crash  ${kind.label}  SIGTERM under load  in_flight=${stopped.inFlight} answered=${stopped.answered} exit_code=${stopped.exitCode} acked=${stopped.acked} lost=${stopped.lost}`,
    );
    failed ||=
      killed.lost > 0 ||
      killed.startupFailures > 0 ||
      stopped.lost > 0 ||
      stopped.answered < stopped.inFlight ||
      stopped.exitCode !== 0;
  } finally {
    await kind.dispose();
  }
}
process.exitCode = failed ? 1 : 0;
