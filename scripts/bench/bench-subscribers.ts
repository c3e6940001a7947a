/**
 * npm run bench:subscribers — the subscriber list's first screen (GET /admin/api/subscribers) with
 * 10 and with 10,000 people (BENCH_SUBSCRIBERS) on the embedded database, at the server: the app
 * answering in-process, signed in, no network. Prints, per size, the first answer's time and the
 * median and slowest of 20 more (ms), then the same for the "Unsubscribed" filter and a search.
 * Target: the first screen with 10,000 people within 300 ms.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSession } from "../../server/admin/sessions";
import { createApp } from "../../server/app";
import { openPglite } from "../../server/storage/db";
import { testAppOptions } from "../support/site-stub";

const coach = "bench-coach@example.com";
const sizes = [10, Number(process.env.BENCH_SUBSCRIBERS ?? 10_000)];
const runs = 20;

const round = (ms: number) => Math.round(ms * 10) / 10;

for (const size of sizes) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-subscribers-"));
  const db = await openPglite(dataDir);
  try {
    await db.query(
      `insert into public.subscribers (email, status, source_path, created_at)
       select 'person-' || n || '@example.com',
              case when n % 10 = 0 then 'unsubscribed' when n % 3 = 0 then 'pending' else 'confirmed' end,
              '/newsletter', now() - make_interval(mins => n)
       from generate_series(1, $1::int) as n`,
      [size],
    );
    const app = createApp({
      db,
      ...testAppOptions,
      admin: { adminEmails: [coach], confirmMaxPerDay: 5, sendsMail: false, mailQueued: () => undefined, log: () => undefined },
    });
    const headers = { Cookie: `admin_session=${await startSession(db, coach)}`, Origin: testAppOptions.publicOrigin };
    for (const [label, query] of [
      ["first screen", ""],
      ["unsubscribed", "?status=unsubscribed"],
      ["search", "?search=person-99"],
    ] as const) {
      const timed = async () => {
        const started = performance.now();
        const answer = await app.request(`/admin/api/subscribers${query}`, { headers });
        if (answer.status !== 200) throw new Error(`The list answered ${answer.status}`);
        await answer.json();
        return performance.now() - started;
      };
      const first = await timed();
      const times: number[] = [];
      for (let run = 0; run < runs; run++) times.push(await timed());
      times.sort((a, b) => a - b);
      console.log(
        `subscribers=${size} ${label.replace(" ", "_")}: first_ms=${round(first)} median_ms=${round(times[runs / 2] ?? 0)} slowest_ms=${round(times.at(-1) ?? 0)}`,
      );
    }
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
