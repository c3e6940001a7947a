/**
 * npm run bench:erasure — an erasure on PostgreSQL while another session reads the list, as the nightly pg_dump does
 * (issue 56, decision 066). A server on a throwaway PostgreSQL (fsync on) with BENCH_SUBSCRIBERS people (20,000);
 * a second session holds a read of every erased table for BENCH_HOLD_SECONDS (10); meanwhile the coach erases one
 * person and visitors sign up one after another. Prints /healthz p50, p99 and max and the server's peak RSS (from
 * probeHealthWhile), the sign-ups' p50, p99 and max, how long the erasure took to answer, and when its scrub ended
 * after the read did. Target: /healthz p99 ≤ 200 ms and max ≤ 500 ms; no sign-up waits for the read to end.
 */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import pg from "pg";
import { createApp } from "../../server/app";
import { startSession } from "../../server/sign-in/sessions";
import { openPostgres } from "../../server/storage/db";
import { erasedTables, scrubWaiting } from "../../server/storage/scrub";
import { probeHealthWhile } from "../support/health-probe";
import { testAppOptions } from "../support/site-stub";
import { startTemporaryPostgres } from "../support/temporary-postgres";

const people = Number(process.env.BENCH_SUBSCRIBERS ?? 20_000);
const holdMs = Number(process.env.BENCH_HOLD_SECONDS ?? 10) * 1000;
const coach = "coach@example.com";
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const postgres = await startTemporaryPostgres({ durable: true });
const setup = new pg.Client({ connectionString: postgres.url });
await setup.connect();
await setup.query("create role anon nologin");
await setup.end();
const db = await openPostgres(postgres.url);
const app = createApp({
  ...testAppOptions,
  db,
  admin: { adminEmails: [coach], confirmMaxPerDay: 5, sendsMail: false, mailQueued: () => undefined, log: () => undefined },
});
const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 });
await new Promise((resolve) => server.once("listening", resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const backup = new pg.Client({ connectionString: postgres.url });

try {
  await db.query(
    `insert into public.subscribers (email, status, source_path, created_at)
     select 'person-' || n || '@example.com', 'confirmed', '/newsletter', now() - make_interval(mins => n)
     from generate_series(1, $1::int) as n`,
    [people],
  );
  const [person] = await db.query("select id from public.subscribers where email = 'person-7@example.com'");
  const cookie = `admin_session=${await startSession(db, coach)}`;
  await backup.connect();

  await probeHealthWhile(
    url,
    `erasure of 1 of ${people.toLocaleString("en-GB")} on PostgreSQL with a read held ${holdMs / 1000} s`,
    () => process.memoryUsage().rss,
    async () => {
      await backup.query("begin isolation level repeatable read");
      for (const table of erasedTables) await backup.query(`select count(*) from public.${table}`);
      const readEnds = Date.now() + holdMs;
      const signUps: number[] = [];
      let refused = 0;
      const signingUp = (async () => {
        for (let index = 0; Date.now() < readEnds; index++) {
          const started = performance.now();
          const answer = await fetch(`${url}/rest/v1/subscribers`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ email: `signs-up-${index}@example.com` }),
          });
          if (answer.status !== 201) refused++;
          await answer.arrayBuffer();
          signUps.push(performance.now() - started);
          await pause(50);
        }
      })();
      await pause(500);
      const erasing = performance.now();
      const erasure = await fetch(`${url}/admin/api/subscribers/${person?.id}/erase`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: testAppOptions.publicOrigin, Cookie: cookie },
        body: JSON.stringify({ confirmed: true }),
      });
      const { scrubbed } = (await erasure.json()) as { scrubbed: boolean };
      const answeredMs = performance.now() - erasing;
      await signingUp;
      await backup.query("commit");
      const released = performance.now();
      while (scrubWaiting(db)) await pause(20);
      const scrubbedAfterMs = performance.now() - released;
      signUps.sort((a, b) => a - b);
      const at = (share: number) => Math.round(signUps[Math.min(signUps.length - 1, Math.floor(signUps.length * share))] ?? 0);
      return (
        `sign-ups p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms over ${signUps.length}${refused ? ` (${refused} not 201)` : ""}; ` +
        `the erasure answered in ${Math.round(answeredMs)} ms (${erasure.status}, scrubbed then: ${scrubbed}); ` +
        `its scrub ended ${Math.round(scrubbedAfterMs)} ms after the read did`
      );
    },
  );
} finally {
  await backup.end().catch(() => undefined);
  server.close();
  await db.close();
  postgres.stop();
}
