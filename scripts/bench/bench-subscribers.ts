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
import { openPglite } from "../../server/storage/db";
import { timeListAnswers } from "../support/list-bench";

const sizes = [10, Number(process.env.BENCH_SUBSCRIBERS ?? 10_000)];

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
    await timeListAnswers(db, "/admin/api/subscribers", `subscribers=${size}`, [
      ["first screen", ""],
      ["unsubscribed", "?status=unsubscribed"],
      ["search", "?search=person-99"],
    ]);
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
