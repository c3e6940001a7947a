/**
 * npm run bench:sales — the Sales & bookings list's first screen (GET /admin/api/sales/list) with 10
 * and with 10,000 sales and bookings (BENCH_SALES) on the embedded database, at the server: the app
 * answering in-process, signed in, no network. Prints, per size, the first answer's time and the
 * median and slowest of 20 more (ms), then the same for the "Refunded" filter, a source and a search by e-mail.
 * Target: the first screen with 10,000 within 50 ms.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPglite } from "../../server/storage/db";
import { timeListAnswers } from "../support/list-bench";

const sizes = [10, Number(process.env.BENCH_SALES ?? 10_000)];

for (const size of sizes) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-sales-"));
  const db = await openPglite(dataDir);
  try {
    await db.query(
      `insert into public.bookings_and_sales
         (provider, kind, provider_id, product, amount, currency, status, occurred_at, source, email)
       select case when n % 3 = 0 then 'stripe' when n % 3 = 1 then 'cal' else 'calendly' end,
              case when n % 2 = 0 then 'sale' else 'booking' end, 'bench-' || n, 'Career Visibility Audit',
              case when n % 2 = 0 then 4900 end, 'GBP',
              case when n % 2 = 0 then (case when n % 20 = 0 then 'refunded' else 'paid' end) else 'booked' end,
              now() - make_interval(mins => n),
              case when n % 4 = 0 then 'LinkedIn' when n % 4 = 1 then 'Google' end,
              'buyer-' || n || '@example.com'
       from generate_series(1, $1::int) as n`,
      [size],
    );
    await timeListAnswers(db, "/admin/api/sales/list", `sales=${size}`, [
      ["first screen", ""],
      ["refunded", "?status=refunded"],
      ["source", "?source=LinkedIn"],
      ["search", "?search=buyer-99"],
    ]);
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
