/**
 * npm run bench:newsletter — sends one newsletter issue to 5,000 confirmed subscribers (BENCH_SUBSCRIBERS)
 * through our server on the embedded database and a local SMTP server, with the rate limit off, killing
 * the server with SIGKILL 3 times (BENCH_KILLS) during the send and restarting it each time. Prints
 * recipients=… delivered=… distinct=… duplicates=… missing=… seconds=… per_second=… rss_mb=… restart_seconds=…
 * (restart_seconds: how long the server was down in all, from each kill until /healthz answered again).
 * Targets: missing=0, duplicates ≤ kills, at least 100 per second on 2 cores.
 */
import { rmSync } from "node:fs";
import { SMTPServer } from "smtp-server";
import { loadNewsletterIssues } from "../../app/content/newsletter.server";
import { startSession } from "../../server/sign-in/sessions";
import { openPglite } from "../../server/storage/db";
import { importSubscribers } from "../../server/subscriptions";
import { type ServerProcess, startServer } from "../support/server-process";
import { pgliteStores } from "../support/stores";
import { freePort } from "../support/temporary-postgres";

const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 5_000);
const kills = Number(process.env.BENCH_KILLS ?? 3);
const coach = "bench-coach@example.com";
const issue = loadNewsletterIssues().at(-1)?.number ?? 1;

/** A local SMTP server that only counts: each newsletter edition's Message-ID, as it arrives. */
async function countingSmtpServer() {
  const messageIds: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let head = "";
      stream.on("data", (chunk: Buffer) => {
        if (head.length < 8_192) head += chunk.toString("latin1");
      });
      stream.on("end", () => {
        const id = head.match(/^Message-ID:\s*(<newsletter-issue-[^>]+>)/im)?.[1];
        if (id) messageIds.push(id);
        callback();
      });
    },
  });
  // A server killed mid-message resets its connection: that is the point of the bench, not a failure.
  server.on("error", () => undefined);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messageIds,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const stores = pgliteStores();
const smtp = await countingSmtpServer();
try {
  const store = await stores.fresh();
  if (store.kind !== "pglite") throw new Error("The bench runs on the embedded database");
  const db = await openPglite(store.dataDir);
  const addresses = Array.from({ length: subscribers }, (_, index) => `reader${index}@example.com`);
  await importSubscribers(
    db,
    addresses.map((email, index) => ({ line: index + 1, email })),
    { source: "bench" },
  );
  const sessionCookie = `admin_session=${await startSession(db, coach)}`;
  await db.close();

  const env = { SMTP_URL: smtp.url, NEWSLETTER_RATE_PER_MINUTE: "0", ADMIN_EMAILS: coach, COUNT_VISITS: "false" };
  let server: ServerProcess = await startServer(store, { env });
  let rss = server.rssBytes();
  const sampler = setInterval(() => {
    // A process killed between the check and the read has no /proc entry left: that sample is skipped.
    try {
      if (server.isRunning()) rss = Math.max(rss, server.rssBytes() || 0);
    } catch {}
  }, 250);

  const started = performance.now();
  const answer = await fetch(`${server.url}/admin/api/newsletter/${issue}/send`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url, Cookie: sessionCookie },
    body: JSON.stringify({ confirm: true }),
  });
  const { recipients } = (await answer.json()) as { recipients: number };
  if (answer.status !== 201) throw new Error(`The send did not start: ${answer.status}`);

  let restartMs = 0;
  for (let kill = 1; kill <= kills; kill++) {
    const killAt = Math.round((recipients * kill) / (kills + 1));
    while (smtp.messageIds.length < killAt) await pause(5);
    const killed = performance.now();
    await server.kill();
    server = await startServer(store, { env });
    restartMs += performance.now() - killed;
  }
  const deadline = Date.now() + 15 * 60_000;
  while (new Set(smtp.messageIds).size < recipients && Date.now() < deadline) await pause(20);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await server.stop();

  const distinct = new Set(smtp.messageIds).size;
  console.log(
    `recipients=${recipients} delivered=${smtp.messageIds.length} distinct=${distinct} duplicates=${smtp.messageIds.length - distinct} ` +
      `missing=${recipients - distinct} seconds=${seconds.toFixed(1)} per_second=${(distinct / seconds).toFixed(1)} ` +
      `rss_mb=${(rss / 1024 / 1024).toFixed(0)} restart_seconds=${(restartMs / 1000).toFixed(1)}`,
  );
  rmSync(store.dataDir, { recursive: true, force: true });
} finally {
  await smtp.stop();
  await stores.dispose();
}
