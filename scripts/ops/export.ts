/**
 * npm run export -- subscribers|messages|outbox|visits|sales|bookings|settings [--format csv|json]
 * Prints every row from the database the server uses (DATABASE_URL, or the
 * embedded one in DATA_DIR; the embedded one must not be open in a running server).
 * `settings`: every value the coach can set at /admin/settings as the site uses it now,
 * saved by her or the default of app/content (decision 029).
 */
import { toCsv } from "../../server/csv";
import { parseServerEnv } from "../../server/env";
import { salesExportSql } from "../../server/sales/export";
import { liveSettingRows, settingExportColumns } from "../../server/settings/store";
import { DataDirInUseError } from "../../server/storage/data-dir-lock";
import { openDatabase } from "../../server/storage/db";
import { subscriberExportColumns, subscriberExportSql } from "../../server/subscriptions/export";

const queries = {
  subscribers: subscriberExportSql,
  messages: "select id, created_at, status, name, email, interest, subject, message from public.contact_messages order by id",
  // The notifications and where each stands: sent, sending (claimed by a worker), failing (with the last error) or queued.
  outbox: `select id, created_at, channel, kind, source_id, status, attempts, next_attempt_at, sent_at, last_error from (
    select *, case
      when sent_at is not null then 'sent'
      when claimed_until > now() then 'sending'
      when last_error is not null then 'failing'
      else 'queued'
    end as status
    from public.notification_outbox
  ) as notification order by id`,
  // The daily visit counts: what the server keeps of visits, and all it keeps.
  visits: `select day, metric, name, detail, count from (
    select day::text as day, metric, name, detail, count from public.site_daily_counts
  ) as daily order by day, metric, name, detail`,
  // Bookings and sales as the webhooks reported them (server/sales), in London time, amounts in pounds.
  sales: salesExportSql("sale"),
  bookings: salesExportSql("booking"),
  settings: "",
} as const;

function usage(): never {
  console.error("Usage: npm run export -- subscribers|messages|outbox|visits|sales|bookings|settings [--format csv|json]");
  process.exit(2);
}

async function main() {
  const [what, ...options] = process.argv.slice(2);
  if (what === undefined || !Object.hasOwn(queries, what)) usage();
  const formatIndex = options.indexOf("--format");
  const format = formatIndex === -1 ? "csv" : options[formatIndex + 1];
  if (format !== "csv" && format !== "json") usage();

  const env = parseServerEnv(process.env);
  const db = await openDatabase(env).catch((error: unknown) => {
    if (error instanceof DataDirInUseError) {
      console.error(
        `${error.message}\nThe embedded database can be read by one program at a time: stop the server, export, then start it again.`,
      );
      process.exit(1);
    }
    throw error;
  });
  try {
    const sql = queries[what as keyof typeof queries];
    const rows = what === "settings" ? await liveSettingRows(db) : await db.query(sql);
    const columns =
      what === "settings"
        ? settingExportColumns
        : what === "subscribers"
          ? subscriberExportColumns
          : sql.slice("select ".length, sql.indexOf(" from")).split(", ");
    process.stdout.write(format === "json" ? `${JSON.stringify(rows, null, 2)}\n` : toCsv(columns, rows));
  } finally {
    await db.close();
  }
}

await main();
