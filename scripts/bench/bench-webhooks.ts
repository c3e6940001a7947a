/**
 * npm run bench:webhooks — how many booking and sale events a second the server accepts, each
 * signature checked, on a fresh embedded database (PGlite): headroom against a provider's retry storm.
 * Posts BENCH_EVENTS (default 1,500) signed deliveries (each checkout with a reference signed as /go/ signs it) over real HTTP, a third each from Stripe,
 * Cal.com and Calendly, 8 at a time, then the same deliveries again (replays, stored once).
 * Prints figures; it is not a test.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { creditReference } from "../../server/analytics/credit";
import { createApp } from "../../server/app";
import { referenceKeyOf } from "../../server/sales/reference-key";
import { mapWithConcurrency } from "../../server/site/map-with-concurrency";
import { openPglite } from "../../server/storage/db";
import {
  calBooking,
  calDelivery,
  calendlyDelivery,
  calendlyInvitee,
  checkoutSession,
  stripeDelivery,
  testSecrets,
} from "../support/sales-events";
import { testAppOptions } from "../support/site-stub";

const events = Number(process.env.BENCH_EVENTS ?? 1_500);
const concurrency = 8;

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-webhooks-"));
const db = await openPglite(dataDir);
const app = createApp({ db, ...testAppOptions, webhookSecrets: testSecrets });
// A reference as /go/ signs it, so that each checkout's signature is checked and credited.
const reference = creditReference({ source: { name: "LinkedIn", campaign: "" }, landing: "/audit" }, await referenceKeyOf(db)());
const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 });
await new Promise((resolve) => server.once("listening", resolve));
const { port } = server.address() as AddressInfo;

function delivery(index: number) {
  const provider = (["stripe", "cal", "calendly"] as const)[index % 3] ?? "stripe";
  if (provider === "stripe") {
    const session = checkoutSession(reference, { payment_intent: `pi_bench_${index}` });
    return { provider, ...stripeDelivery("checkout.session.completed", session, { id: `evt_bench_${index}` }) };
  }
  if (provider === "cal") return { provider, ...calDelivery("BOOKING_CREATED", calBooking(`bench-${index}`)) };
  const invitee = calendlyInvitee(`https://api.calendly.com/invitees/bench-${index}`, { utm_source: "linkedin" });
  return { provider, ...calendlyDelivery("invitee.created", invitee) };
}

async function postAll(label: string) {
  const deliveries = Array.from({ length: events }, (_, index) => delivery(index));
  const started = performance.now();
  const statuses = await mapWithConcurrency(
    deliveries,
    async ({ provider, body, headers }) => {
      const response = await fetch(`http://127.0.0.1:${port}/webhooks/${provider}`, { method: "POST", body, headers });
      await response.arrayBuffer();
      return response.status;
    },
    concurrency,
  );
  const seconds = (performance.now() - started) / 1000;
  const accepted = statuses.filter((status) => status === 200).length;
  console.log(
    `${label}: ${accepted} of ${events} accepted in ${seconds.toFixed(2)} s = ${Math.round(accepted / seconds)} events/s (signatures checked, ${concurrency} at a time)`,
  );
}

try {
  // The machine's load, so that a figure from a busy machine is read as one.
  console.log(`load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`);
  await postAll("new events");
  await postAll("replays   ");
  const [row] = await db.query("select count(*)::int as stored from public.bookings_and_sales");
  const [credited] = await db.query("select count(*)::int as linkedIn from public.bookings_and_sales where source = 'LinkedIn'");
  console.log(`rows stored: ${row?.stored} (each event once), ${credited?.linkedin} credited to LinkedIn`);
} finally {
  server.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
