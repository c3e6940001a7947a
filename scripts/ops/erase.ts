/**
 * npm run erase -- EMAIL
 * Deletes everything stored about one person (subscription, contact messages, consent record,
 * links, notification payloads with their address); keeps only a suppression entry if they had
 * unsubscribed, so they are never mailed again. Prints what it removed.
 */
import { validateSubscriber } from "../../app/lib/validation";
import { scrubDeletedRows } from "../../server/storage/scrub";
import { eraseEverythingAbout } from "../../server/subscriptions";
import { openServerDatabase } from "./open-database";

const [address] = process.argv.slice(2);
const checked = validateSubscriber({ email: address });
if (!checked.ok) {
  console.error(`Usage: npm run erase -- EMAIL\n${checked.errors.email ?? ""}`);
  process.exit(2);
}
const email = checked.value.email;
const db = await openServerDatabase();
try {
  const report = await eraseEverythingAbout(db, email);
  await scrubDeletedRows(db);
  console.log(`Erased everything about ${email}:`);
  console.log(`  subscriber rows:        ${report.subscribers}`);
  console.log(`  contact messages:       ${report.contactMessages}`);
  console.log(`  notification payloads:  ${report.notificationPayloads}`);
  console.log(`  consent events:         ${report.consentEvents}`);
  console.log(`  confirm/unsubscribe links: ${report.tokens}`);
  console.log(`  confirmation-log entries:  ${report.confirmationLog}`);
  console.log(`  newsletter deliveries:     ${report.newsletterDeliveries}`);
  console.log(`  bookings and sales (address removed, figure kept): ${report.bookingsAndSales}`);
  console.log("Kept: only a one-way fingerprint of the address, so that no import can add it again (decision 028).");
} finally {
  await db.close();
}
