import { existsSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { serve } from "@hono/node-server";
import { uploadLimitOf } from "./admin/body-limits";
import { startAnalytics } from "./analytics/start";
import { createApp } from "./app";
import { parseServerEnv } from "./env";
import { watchFailingNotifications } from "./health";
import { readBuildOrigin, serverOrigin } from "./http/build-origin";
import { policyOptionsFor } from "./http/content-security-policy";
import { applyServerLimits, defaultServerLimits, serverOptionsFor } from "./http/server-limits";
import { startHourlyDigest } from "./mail/notification-digest";
import { createNotifications, notificationsOffMessage } from "./mail/notifications";
import { releaseClaimsOfStoppedServer } from "./mail/outbox";
import { createNewsletterHandler } from "./newsletter/delivery";
import { seedIssues } from "./newsletter/seed-issues";
import { removeUnfinishedParts } from "./pictures/picture-files";
import { siteOf } from "./settings/current";
import { seedSiteContent } from "./settings/site-content-store";
import { writeOperatorKey } from "./sign-in/operator-key";
import { startPublishing } from "./site/publishing";
import { renderWorkerFile } from "./site/renderer";
import { DataDirError, prepareDataDir } from "./storage/data-dir-lock";
import { dataDirCheck } from "./storage/data-dir-space";
import { databaseTemplateFolder, openDatabase } from "./storage/db";
import { createSubscriptionLifecycle, scheduleRetention, startWaitingConfirmations } from "./subscriptions";
import { startWelcomeSequence } from "./subscriptions/welcome-sequence";
import { startWeeklySummary } from "./summary/start";

function fatal(message: string): never {
  console.error(message);
  process.exit(1);
}

/** `npm start` builds first when there is no build (scripts/start.js); a server started otherwise says what is missing. */
function requireBuild(buildDir: string) {
  const missing = [path.join(buildDir, "index.html"), path.join(path.dirname(buildDir), "renderer", renderWorkerFile)].filter(
    (file) => !existsSync(file),
  );
  if (missing.length > 0)
    fatal(`No whole build: ${missing.join(" and ")} missing. Run \`npm run build\` (\`npm start\` does it for you).`);
}

/**
 * The database, and its data folder tried first: the embedded database's lock tries it; on PostgreSQL the folder holds
 * only what publishing writes, and is tried here.
 */
async function openStore(env: ReturnType<typeof parseServerEnv>) {
  if (env.DATABASE_URL) prepareDataDir(env.DATA_DIR);
  return openDatabase(env, path.join(path.dirname(env.BUILD_DIR), databaseTemplateFolder));
}

async function main() {
  let env: ReturnType<typeof parseServerEnv>;
  try {
    env = parseServerEnv(process.env);
  } catch (error) {
    fatal((error as Error).message);
  }
  requireBuild(env.BUILD_DIR);
  const publicOrigin = serverOrigin(
    process.env.PUBLIC_ORIGIN ? env.PUBLIC_ORIGIN : undefined,
    readBuildOrigin(env.BUILD_DIR),
    env.PUBLIC_ORIGIN,
  );

  const db = await openStore(env).catch((error: unknown) => {
    if (error instanceof DataDirError) fatal(error.message);
    fatal(`Could not open the database: ${(error as Error).message}`);
  });
  // The coach's saved details first: the e-mails name her brand, and NOTIFY_TO and ADMIN_EMAILS default to her address.
  env = parseServerEnv(process.env, (await siteOf(db)).email);

  // Her content's rows: a fresh data folder starts from the repository's seed (decision 061).
  for (const line of await seedSiteContent(db)) console.log(line);
  // Her issues' rows: the repository's issue files are their seed, a number she already used refused aloud (decision 071).
  for (const line of await seedIssues(db)) console.log(line);
  await releaseClaimsOfStoppedServer(db);
  // A picture's parts written before the server stopped, named by no row: never shown, now removed (decision 059).
  await removeUnfinishedParts(db);
  const notifications = createNotifications(
    db,
    { ...env, PUBLIC_ORIGIN: publicOrigin },
    {},
    { newsletter: createNewsletterHandler },
  );
  if (notifications) notifications.notifier.start();
  else console.log(notificationsOffMessage);
  const stopWatchingNotifications = watchFailingNotifications(db);
  const stopDigest = notifications
    ? startHourlyDigest(db, {
        to: env.NOTIFY_TO,
        publicOrigin,
        sendsMail: notifications.sendsMail,
        onQueued: () => notifications.notifier.wake(),
      })
    : () => undefined;

  const subscriptions = createSubscriptionLifecycle({
    db,
    // The origin every other part is handed (decision 071): the build's when PUBLIC_ORIGIN is unset, not its default.
    publicOrigin,
    confirmMaxPerDay: env.CONFIRM_MAX_PER_DAY,
    sendsMail: notifications?.sendsMail ?? false,
    wake: () => notifications?.notifier.wake(),
  });
  // Confirmations past the daily cap wait in their rows and go as the last 24 hours free places (decision 089).
  const waitingConfirmations = startWaitingConfirmations(subscriptions);
  const stopRetention = scheduleRetention({ db, messageRetentionMonths: env.MESSAGE_RETENTION_MONTHS });
  const analytics = await startAnalytics(db, { ...env, PUBLIC_ORIGIN: publicOrigin });
  const weeklySummary = startWeeklySummary(db, { ...env, PUBLIC_ORIGIN: publicOrigin }, notifications);
  // Her welcome sequence's e-mails due since the last look, queued at the issues' pace (decision 073).
  const welcomeSequence = notifications?.sendsMail
    ? startWelcomeSequence({
        db,
        publicOrigin,
        ratePerMinute: env.NEWSLETTER_RATE_PER_MINUTE,
        wake: () => notifications.notifier.wake(),
      })
    : undefined;
  const publishing = startPublishing({
    db,
    // A folder per server: two (next-move-strategy@3000 and @3001) may share one state directory, and each rebuilds by itself.
    dataDir: path.join(env.DATA_DIR, `server-${env.PORT}`),
    baseBuildDir: env.BUILD_DIR,
    publicOrigin,
    policyOptions: policyOptionsFor({ ...env, PUBLIC_ORIGIN: publicOrigin }),
    ratePerMinute: env.NEWSLETTER_RATE_PER_MINUTE,
    mailQueued: () => notifications?.notifier.wake(),
    log: (line) => console.log(line),
  });

  /** Set by SIGTERM or SIGINT: from then on /healthz answers 503 (see DRAIN_SECONDS). */
  let stopping = false;
  const app = createApp({
    db,
    site: publishing.site,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    rateLimitPerDay: env.RATE_LIMIT_PER_DAY,
    trustProxy: env.TRUST_PROXY,
    publicOrigin,
    notificationQueue: notifications?.queue,
    admin: {
      adminEmails: env.ADMIN_EMAILS,
      confirmMaxPerDay: env.CONFIRM_MAX_PER_DAY,
      mailsPerDay: env.ADMIN_SIGN_IN_MAILS_PER_DAY,
      attemptsPerMinute: env.ADMIN_SIGN_IN_ATTEMPTS_PER_MINUTE,
      sendsMail: notifications?.sendsMail ?? false,
      mailQueued: () => notifications?.notifier.wake(),
      log: (message) => console.log(message),
      // With the embedded database, `npm run admin-link` cannot open the data folder while the site runs: it asks the server.
      operatorKey: db.kind === "pglite" ? writeOperatorKey(env.DATA_DIR) : undefined,
      newsletter: { from: env.NEWSLETTER_FROM, ratePerMinute: env.NEWSLETTER_RATE_PER_MINUTE },
      publishing: publishing.publishing,
      weeklySummaryByDefault: env.WEEKLY_SUMMARY,
    },
    subscriptions,
    siteCounter: analytics.siteCounter,
    webhookSecrets: {
      stripe: env.STRIPE_WEBHOOK_SECRET,
      cal: env.CAL_WEBHOOK_SECRET,
      calendly: env.CALENDLY_WEBHOOK_SIGNING_KEY,
    },
    calendlyApiBase: env.CALENDLY_API_BASE,
    stopping: () => stopping,
    dataDir: dataDirCheck(env.DATA_DIR, { floorBytes: env.DATA_DIR_FREE_FLOOR_MB * 1_048_576 }),
  });
  const serverLimits = { ...defaultServerLimits, largestBodyOf: uploadLimitOf };
  const server = serve(
    { fetch: app.fetch, hostname: env.HOST, port: env.PORT, serverOptions: serverOptionsFor(serverLimits) },
    (info) => {
      const store = db.kind === "pglite" ? `embedded database in ${env.DATA_DIR}` : "PostgreSQL";
      console.log(`Site ready at http://${env.HOST}:${info.port} (${store})`);
    },
  );

  applyServerLimits(server as Server, serverLimits);

  /** Everything started beside the server stopped, its work under way finished or given up, then the database closed. */
  async function stopWork() {
    await publishing.stop();
    stopRetention();
    stopWatchingNotifications();
    stopDigest();
    weeklySummary.stop();
    await welcomeSequence?.stop();
    await waitingConfirmations.stop();
    await analytics.stop();
    await notifications?.notifier.stop();
    await db.close();
  }

  // Its cause said once, first; nothing started beside the server says more as it stops (a rebuild cut off by the
  // closed database printed a second, wrong cause).
  server.on("error", async (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === "EADDRINUSE"
        ? `Port ${env.PORT} is already in use: stop the other program or start with PORT=<another port>.`
        : `The server could not start: ${error.message}`,
    );
    await stopWork();
    process.exit(1);
  });

  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    if (env.DRAIN_SECONDS > 0) {
      console.log(`${signal} received: /healthz says stopping; answering for ${env.DRAIN_SECONDS} s while the proxy notices.`);
      await new Promise((resolve) => setTimeout(resolve, env.DRAIN_SECONDS * 1000));
    }
    console.log(`${signal} received: finishing open requests, then stopping.`);
    // No build starts while open requests finish.
    void publishing.stop();
    server.close(async () => {
      await stopWork();
      process.exit(0);
    });
    setTimeout(() => fatal("Requests did not finish within 10 seconds; stopping anyway."), 10_000).unref();
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

await main();
