import { siteStub } from "../../../scripts/support/site-stub";
import type { StaticFile, StaticSite } from "../../../server/http/static-site";
import type { Database } from "../../../server/storage/db";

const file = (contentType: string, body: string): StaticFile => ({
  contentType,
  cacheControl: "no-cache",
  etag: `"${body.length}"`,
  contentSecurityPolicy: "default-src 'none'",
  bodies: { identity: Buffer.from(body) },
});

/** A built site of three pages and one script, for tests that count visits. */
export const pagesStub: StaticSite = {
  page: (urlPath) =>
    ["/", "/about", "/services"].includes(urlPath.replace(/(.)\/+$/, "$1")) ? file("text/html", "<h1>page</h1>") : undefined,
  file: (urlPath) => (urlPath === "/assets/app.js" ? file("text/javascript", "export {}") : undefined),
  notFoundPage: file("text/html", "<h1>Not found</h1>"),
  serverPageShell: siteStub.serverPageShell,
  adminShell: file("text/html", "<h1>Back office</h1>"),
};

export const desktopBrowser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const phoneBrowser =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/** The stored counts of one metric as "name|detail" → count, summed over days. */
export async function countsOf(db: Database, metric: string): Promise<Record<string, number>> {
  const rows = await db.query(
    "select name, detail, sum(count)::integer as total from public.site_daily_counts where metric = $1 group by name, detail",
    [metric],
  );
  return Object.fromEntries(rows.map((row) => [row.detail ? `${row.name}|${row.detail}` : String(row.name), Number(row.total)]));
}

/** A day's count as stored: day (YYYY-MM-DD), metric, name, detail, count. */
export type DailyCount = [string, string, string, string, number];

/** Stores daily counts as the counter would have written them. */
export async function insertDailyCounts(db: Database, counts: DailyCount[]) {
  const column = (index: number) => counts.map((row) => row[index]);
  await db.query(
    `insert into public.site_daily_counts (day, metric, name, detail, count)
      select * from unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::integer[])`,
    [column(0), column(1), column(2), column(3), column(4)],
  );
}
