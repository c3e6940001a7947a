/**
 * npm run bench:sequence — the welcome sequence's daily look (decision 073) on the embedded database: 10,000 confirmed
 * subscribers (BENCH_SUBSCRIBERS) at various places in an 8-e-mail sequence (her welcome e-mail and 7 more, on days 1,
 * 2, 3, 5, 8, 13 and 21), having received all that fell due before yesterday. Prints the time a day's due e-mails take
 * to be found and queued (in-process: the server's own time), the memory it added, then kills a run 3 times part-way
 * (SIGKILL, a process of its own) and finishes it, and counts what was lost and what was queued twice.
 * Targets: ≤ 2 s, ≤ +100 MB, 0 lost, ≤ 1 duplicate per kill.
 * Then issue 57's burst (decision 089): 2,000 sign-ups (BENCH_BURST) within an hour under the default daily cap of 200
 * confirmation e-mails: how many went at once, how many queued, how many dropped (target 0), the server's time to store
 * and queue them, and the days the waiting ones take to go, never more than the cap in any 24 hours.
 * `npm run bench:sequence -- burst` runs the burst alone.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { consentVersion } from "../../app/content/consent";
import { openPglite } from "../../server/storage/db";
import { createSubscriptionLifecycle } from "../../server/subscriptions";
import { queueDueSequenceEmails } from "../../server/subscriptions/welcome-sequence";

const size = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const burstSize = Number(process.env.BENCH_BURST ?? 2_000);
/** CONFIRM_MAX_PER_DAY's default. */
const confirmMaxPerDay = 200;
const delays = [1, 2, 3, 5, 8, 13, 21];
const origin = "https://www.example.test";
const day = 24 * 60 * 60_000;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

/** The child: one run of the daily look, in small batches so that a kill lands part-way. */
async function child(dataDir: string, now: Date) {
  const db = await openPglite(dataDir);
  await queueDueSequenceEmails({
    db,
    publicOrigin: origin,
    ratePerMinute: 0,
    clock: () => now,
    wake: () => undefined,
    batchSize: 100,
  });
  await db.close();
}

async function setUp(dataDir: string, now: Date) {
  const db = await openPglite(dataDir);
  await db.query(
    "insert into public.welcome_sequence (only_row, started_at) values (true, $1::timestamptz - interval '90 days')",
    [now.toISOString()],
  );
  await db.query(
    `insert into public.welcome_sequence_emails (delay_days, subject, body, created_at)
     select d, 'Day ' || d, 'Day ' || d || ': a few words, and [a session](/services) when you are ready.',
       $1::timestamptz - interval '90 days'
     from unnest($2::int[]) as d`,
    [now.toISOString(), delays],
  );
  // Confirmed over the last 40 days; each has received what fell due before yesterday.
  await db.query(
    `insert into public.subscribers (email, status, source_path, created_at, confirmed_at)
     select 'person-' || n || '@example.com', 'confirmed', '/newsletter', at, at
     from generate_series(1, $2::int) as n, lateral (select $1::timestamptz - (n * 40.0 / $2) * interval '1 day' as at) t`,
    [now.toISOString(), size],
  );
  await db.query(
    `insert into public.welcome_sequence_sends (email_id, subscriber_id, queued_at)
     select e.id, s.id, s.confirmed_at + make_interval(days => e.delay_days)
     from public.subscribers s cross join public.welcome_sequence_emails e
     where s.confirmed_at + make_interval(days => e.delay_days) <= $1::timestamptz - interval '1 day'`,
    [now.toISOString()],
  );
  await db.close();
}

/** What one daily look queued, and what it should have: each (subscriber, e-mail) once in the outbox. */
async function count(dataDir: string, now: Date) {
  const db = await openPglite(dataDir);
  const [row] = await db.query(
    `with mail as (select payload->>'messageId' as id from public.notification_outbox where kind = 'mail'),
     sent as (select '<welcome-sequence-' || email_id || '-' || subscriber_id || '@www.example.test>' as id
              from public.welcome_sequence_sends where queued_at = $1::timestamptz)
     select (select count(*) from sent)::int as recorded,
            (select count(*) from sent where id not in (select id from mail))::int as lost,
            (select count(*) - count(distinct id) from mail)::int as twice`,
    [now.toISOString()],
  );
  await db.query("delete from public.welcome_sequence_sends where queued_at = $1::timestamptz", [now.toISOString()]);
  await db.query("delete from public.notification_outbox");
  await db.query("delete from public.subscription_tokens");
  await db.close();
  return { recorded: Number(row?.recorded), lost: Number(row?.lost), twice: Number(row?.twice) };
}

/** How many of the look's e-mails are recorded (and so queued) so far. */
async function recordedSoFar(dataDir: string, now: Date) {
  const db = await openPglite(dataDir);
  const [row] = await db.query(
    "select count(*)::int as recorded from public.welcome_sequence_sends where queued_at = $1::timestamptz",
    [now.toISOString()],
  );
  await db.close();
  return Number(row?.recorded);
}

/** Runs a look in a process of its own; with `killAfterBatches`, kills it (SIGKILL) once that many batches committed. */
function runChild(dataDir: string, now: Date, killAfterBatches?: number): Promise<boolean> {
  return new Promise((resolve) => {
    const run = spawn(
      process.execPath,
      ["--import", "tsx", fileURLToPath(import.meta.url), "child", dataDir, now.toISOString()],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let batches = 0;
    run.stdout.on("data", (chunk: Buffer) => {
      batches += (chunk.toString().match(/^queued /gm) ?? []).length;
      if (killAfterBatches !== undefined && batches >= killAfterBatches) run.kill("SIGKILL");
    });
    run.on("exit", (code, signal) => resolve(signal === "SIGKILL" || code !== 0));
  });
}

/** 2,000 sign-ups within an hour, as the form posts them, then the days their waiting confirmations take to go. */
async function burst(dataDir: string, start: Date) {
  const db = await openPglite(dataDir);
  let now = start;
  const subscriptions = createSubscriptionLifecycle({
    db,
    publicOrigin: origin,
    confirmMaxPerDay,
    sendsMail: true,
    wake: () => undefined,
    log: () => undefined,
    clock: () => now,
  });
  const started = performance.now();
  for (let index = 0; index < burstSize; index++) {
    now = new Date(start.getTime() + (index * 3_600_000) / burstSize);
    await subscriptions.subscribe({
      email: `burst-${index}@example.com`,
      source_path: "/newsletter",
      consent_version: consentVersion,
    });
  }
  const took = performance.now() - started;
  const standing = async () => {
    const [row] = await db.query(
      `select count(*) filter (where confirmation_waiting_since is not null)::int as waiting,
              count(*) filter (where confirmation_waiting_since is null and not exists (
                select 1 from public.subscription_tokens t where t.purpose = 'confirm' and lower(t.email) = lower(s.email)
              ))::int as dropped,
              (select count(*)::int from public.notification_outbox where kind = 'mail') as queued_mail
       from public.subscribers s where status = 'pending'`,
    );
    return { waiting: Number(row?.waiting), dropped: Number(row?.dropped), mailed: Number(row?.queued_mail) };
  };
  const after = await standing();
  console.log(
    `burst: ${burstSize} sign-ups in an hour (cap ${confirmMaxPerDay} a day): ${after.mailed} e-mailed at once, ${after.waiting} queued, ${after.dropped} dropped (target 0); stored and queued in ${(took / 1000).toFixed(2)} s (${(took / burstSize).toFixed(1)} ms a sign-up)`,
  );
  let days = 0;
  for (let waiting = after.waiting; waiting > 0 && days < 60; waiting = (await standing()).waiting) {
    days += 1;
    now = new Date(start.getTime() + days * day + 3_600_000);
    await subscriptions.sendWaitingConfirmations();
  }
  const [most] = await db.query(
    `select max((select count(*) from public.confirmation_mail_log later
                 where later.outcome = 'sent' and later.created_at > l.created_at - interval '1 day'
                   and later.created_at <= l.created_at))::int as most
     from public.confirmation_mail_log l where l.outcome = 'sent'`,
  );
  const end = await standing();
  console.log(
    `burst, then: all confirmation e-mails queued within ${days} day(s) (${end.mailed} in all, ${end.waiting} still waiting, ${end.dropped} dropped), at most ${most?.most} in any 24 hours`,
  );
  await db.close();
}

if (process.argv[2] === "child") {
  await child(String(process.argv[3]), new Date(String(process.argv[4])));
} else if (process.argv[2] === "burst") {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-burst-"));
  try {
    await burst(dataDir, new Date(Math.floor(Date.now() / day) * day + 12 * 60 * 60_000));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-sequence-"));
  const now = new Date(Math.floor(Date.now() / day) * day + 12 * 60 * 60_000);
  try {
    await setUp(dataDir, now);
    const db = await openPglite(dataDir);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const queued = await queueDueSequenceEmails({
      db,
      publicOrigin: origin,
      ratePerMinute: 0,
      clock: () => now,
      wake: () => undefined,
    });
    const took = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    await db.close();
    console.log(`subscribers=${size} e-mails=8 due today=${queued}`);
    console.log(
      `found and queued: ${(took / 1000).toFixed(2)} s (target ≤ 2 s), memory added: ${mb(peak - before)} (target ≤ 100 MB)`,
    );
    const first = await count(dataDir, now);
    console.log(`one run: ${first.recorded} recorded, ${first.lost} lost, ${first.twice} queued twice`);

    let kills = 0;
    const atKills: number[] = [];
    // Each kill lands after a few more batches of 100 have committed, part-way through the look.
    for (const afterBatches of [2, 3, 4]) {
      if (await runChild(dataDir, now, afterBatches)) kills += 1;
      atKills.push(await recordedSoFar(dataDir, now));
    }
    console.log(`recorded when each kill landed: ${atKills.join(", ")} of ${first.recorded}`);
    await runChild(dataDir, now);
    const killed = await count(dataDir, now);
    console.log(
      `${kills} kills during the run, then finished: ${killed.recorded} recorded, ${killed.lost} lost, ${killed.twice} queued twice`,
    );
    await burst(dataDir, new Date(now.getTime() + 100 * day));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
