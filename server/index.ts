import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import { startAnalytics } from "./analytics/start";
import { createApp } from "./app";
import { policyOptionsFor } from "./content-security-policy";
import { DataDirInUseError } from "./data-dir-lock";
import { openDatabase } from "./db";
import { parseServerEnv } from "./env";
import { createNotifications, notificationsOffMessage } from "./notifications";
import { loadStaticSite } from "./static-site";

function fatal(message: string): never {
  console.error(message);
  process.exit(1);
}

/** `npm start` on a fresh clone: build once, so the first start just works. */
function ensureBuild(buildDir: string) {
  if (existsSync(path.join(buildDir, "index.html"))) return;
  console.log("No build found: building the site first (this takes about a minute)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) fatal("The build failed; see the messages above.");
}

async function main() {
  let env: ReturnType<typeof parseServerEnv>;
  try {
    env = parseServerEnv(process.env);
  } catch (error) {
    fatal((error as Error).message);
  }
  ensureBuild(env.BUILD_DIR);
  const site = loadStaticSite(env.BUILD_DIR, policyOptionsFor(env));

  const db = await openDatabase(env).catch((error: unknown) => {
    if (error instanceof DataDirInUseError) fatal(error.message);
    fatal(`Could not open the database: ${(error as Error).message}`);
  });

  const notifications = createNotifications(db, env);
  if (notifications) notifications.notifier.start();
  else console.log(notificationsOffMessage);
  const analytics = startAnalytics(db, env, notifications);

  const app = createApp({
    db,
    site,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    publicOrigin: env.PUBLIC_ORIGIN,
    notificationQueue: notifications?.queue,
    siteCounter: analytics.siteCounter,
  });
  const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
    const store = db.kind === "pglite" ? `embedded database in ${env.DATA_DIR}` : "PostgreSQL";
    console.log(`Site ready at http://${env.HOST}:${info.port} (${store})`);
  });

  server.on("error", async (error: NodeJS.ErrnoException) => {
    await analytics.stop();
    await notifications?.notifier.stop();
    await db.close();
    if (error.code === "EADDRINUSE")
      fatal(`Port ${env.PORT} is already in use: stop the other program or start with PORT=<another port>.`);
    fatal(`The server could not start: ${error.message}`);
  });

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing open requests, then stopping.`);
    server.close(async () => {
      await analytics.stop();
      await notifications?.notifier.stop();
      await db.close();
      process.exit(0);
    });
    setTimeout(() => fatal("Requests did not finish within 10 seconds; stopping anyway."), 10_000).unref();
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

await main();
