/**
 * npm run bench:notify — how long the coach waits for the e-mail of a contact message.
 * Starts a test SMTP server and our app in this process (the API on a real HTTP port and
 * the notification worker) on a fresh embedded database, posts 20 contact messages one at
 * a time, and times each from the POST until the e-mail has arrived at the SMTP server.
 * Prints figures; it is not a test.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "../../server/app";
import { createNotifications } from "../../server/mail/notifications";
import { openPglite } from "../../server/storage/db";
import { testAppOptions } from "../support/site-stub";
import { startTestSmtpServer } from "../support/smtp-sink";

const messages = Number(process.env.BENCH_MESSAGES ?? 20);

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function median(sorted: number[]): number {
  const middle = sorted.length / 2;
  const upper = sorted[Math.floor(middle)] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-notify-"));
const smtp = await startTestSmtpServer();
const db = await openPglite(dataDir);
const notifications = createNotifications(db, {
  SMTP_URL: smtp.url,
  NOTIFY_TO: "coach@example.com",
  NOTIFY_FROM: "site@example.com",
  NOTIFY_SUBSCRIBERS: false,
});
if (!notifications) throw new Error("Notifications should be on with SMTP_URL set");
notifications.notifier.start();
const app = createApp({
  db,
  ...testAppOptions,
  notificationQueue: notifications.queue,
});
const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 });
await new Promise((resolve) => server.once("listening", resolve));
const { port } = server.address() as AddressInfo;

try {
  const latencies: number[] = [];
  for (let index = 0; index < messages; index++) {
    const postedAt = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/rest/v1/contact_messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Bench Visitor",
        email: "bench@example.com",
        subject: `Bench message ${index + 1}`,
        message: "How long until the coach sees this?",
        interest: "career",
      }),
    });
    if (response.status !== 201) throw new Error(`The API answered ${response.status}`);
    const mails = await smtp.waitForMails(index + 1);
    latencies.push((mails[index]?.arrivedAt ?? Number.NaN) - postedAt);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(`${messages} contact messages, one at a time, from POST to e-mail received by the SMTP server:`);
  console.log(`  median ${median(sorted).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms`);
  console.log(`  min ${sorted[0]?.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`);
} finally {
  await new Promise((resolve) => server.close(resolve));
  await notifications.notifier.stop();
  await db.close();
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
