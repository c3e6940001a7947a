import { createApp } from "../../server/app";
import { startSession } from "../../server/sign-in/sessions";
import type { Database } from "../../server/storage/db";
import { testAppOptions } from "./site-stub";

const coach = "bench-coach@example.com";
const runs = 20;
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Times a back-office list at the server (the app answering in-process, signed in, no network): for
 * each query, the first answer and the median and slowest of 20 more, printed as `label name: …_ms`.
 */
export async function timeListAnswers(
  db: Database,
  path: string,
  label: string,
  queries: readonly (readonly [string, string])[],
) {
  const app = createApp({
    db,
    ...testAppOptions,
    admin: { adminEmails: [coach], confirmMaxPerDay: 5, sendsMail: false, mailQueued: () => undefined, log: () => undefined },
  });
  const headers = { Cookie: `admin_session=${await startSession(db, coach)}`, Origin: testAppOptions.publicOrigin };
  for (const [name, query] of queries) {
    const timed = async () => {
      const started = performance.now();
      const answer = await app.request(`${path}${query}`, { headers });
      if (answer.status !== 200) throw new Error(`The list answered ${answer.status}`);
      await answer.json();
      return performance.now() - started;
    };
    const first = await timed();
    const times: number[] = [];
    for (let run = 0; run < runs; run++) times.push(await timed());
    times.sort((a, b) => a - b);
    console.log(
      `${label} ${name.replace(" ", "_")}: first_ms=${round(first)} median_ms=${round(times[runs / 2] ?? 0)} slowest_ms=${round(times.at(-1) ?? 0)}`,
    );
  }
}
