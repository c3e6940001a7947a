/**
 * npm run import -- FILE --source "where these addresses came from"
 * Adds the addresses in FILE (one per line, or a CSV with an "email" column, and first and last
 * name columns if it has them) as confirmed subscribers, each subscribed at the date of consent the file states
 * (Mailchimp's OPTIN_TIME or CONFIRM_TIME, Kit's created_at), kept with its column on the consent record. Running it is the coach's statement that these people agreed to receive the
 * newsletter; that and the source are recorded in each one's consent history. Suppressed
 * and erased addresses are skipped and no e-mail goes out. Prints the counts, each row not added
 * (its line, address and why) and how long it took.
 */
import { readFileSync } from "node:fs";
import { importSubscribers } from "../../server/subscriptions";
import { rowsInCsv } from "../../server/subscriptions/address-list";
import { openServerDatabase } from "./open-database";

const [file, ...options] = process.argv.slice(2);
const sourceIndex = options.indexOf("--source");
const source = sourceIndex === -1 ? undefined : options[sourceIndex + 1]?.trim();
if (!file || !source) {
  console.error('Usage: npm run import -- FILE --source "where these addresses came from, and how they agreed"');
  process.exit(2);
}
const rows = rowsInCsv(readFileSync(file, "utf8"));
const db = await openServerDatabase();
try {
  const started = performance.now();
  const result = await importSubscribers(db, rows, { source });
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`Read ${rows.length} row(s) from ${file} in ${seconds} s:`);
  console.log(`  imported:        ${result.imported}`);
  console.log(`  already present: ${result.alreadyPresent}`);
  console.log(`  suppressed:      ${result.suppressed} (unsubscribed or erased earlier: not added)`);
  console.log(`  invalid:         ${result.invalid}`);
  console.log(`  unreadable date: ${result.unreadableDates} (a date of consent that is not a date: not added)`);
  for (const row of result.skipped) console.log(`  line ${row.line}: ${row.email || "(empty)"}: ${row.reason}`);
} finally {
  await db.close();
}
