/**
 * npm run bench:import — how long a large import holds up everything else the server does, on the embedded database
 * (PGlite runs in the server's own thread, so while a statement runs no page or request is answered). Imports
 * BENCH_ROWS (45,000) rows as a Mailchimp export brings them (names and OPTIN_TIME) into an empty list, the way the
 * back office and `npm run import` do, while a 5 ms timer measures how late the event loop lets it run. Prints the
 * import's time, the longest stall and the 99th percentile of the timer's lateness (ms), and on stderr every stall over
 * 100 ms in order. Target: no stall over 1 s (issue 56: one statement held the server 11 s; the file's parse and the
 * first chunk make the longest stall now, each later chunk of `importChunkRows` about 0.1 s).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPglite } from "../../server/storage/db";
import { importSubscribers } from "../../server/subscriptions";
import { rowsInCsv } from "../../server/subscriptions/address-list";

const rowCount = Number(process.env.BENCH_ROWS ?? 45_000);
const tick = 5;

const csv = [
  '"Email Address","First Name","Last Name",MEMBER_RATING,OPTIN_TIME',
  ...Array.from({ length: rowCount }, (_, index) => `reader${index}@example.com,Reader,Number ${index},2,2025-03-14 09:12:31`),
].join("\r\n");
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-import-"));
const db = await openPglite(dataDir);
try {
  // As in a running server, the database has answered before: its first statement's set-up is not the import's.
  await importSubscribers(db, rowsInCsv("email\nwarm-up@example.com"), { source: "bench" });
  const lateness: number[] = [];
  let expected = performance.now() + tick;
  const timer = setInterval(() => {
    const now = performance.now();
    lateness.push(Math.max(0, now - expected));
    expected = now + tick;
  }, tick);
  const started = performance.now();
  const result = await importSubscribers(db, rowsInCsv(csv), { source: "bench" });
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 4 * tick)); // the tick the last statement held back runs, late
  clearInterval(timer);
  if (result.imported !== rowCount) throw new Error(`Imported ${result.imported} of ${rowCount}`);
  console.error(
    "in order, over 100 ms:",
    lateness
      .filter((ms) => ms > 100)
      .map(Math.round)
      .join(" "),
  );
  lateness.sort((a, b) => a - b);
  const p99 = lateness[Math.floor(lateness.length * 0.99)] ?? 0;
  console.log(
    `bench:import rows=${rowCount} import_s=${seconds.toFixed(2)} longest_stall_ms=${Math.round(lateness.at(-1) ?? 0)} p99_lateness_ms=${Math.round(p99)}`,
  );
} finally {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
