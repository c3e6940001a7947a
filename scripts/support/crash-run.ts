import { startServer } from "./server-process";
import type { StoreKind } from "./stores";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writers that post new subscriptions as fast as the server answers, each with its own
 * e-mail, and remember the ones acknowledged with 201. Connection errors (while the
 * server is down) are retried with a new e-mail after a short pause.
 */
function startWriters(url: () => string, count: number) {
  const acknowledged: string[] = [];
  const pending = new Set<Promise<Response | null>>();
  const statuses = new Map<number, number>();
  let running = true;
  let sequence = 0;
  const runId = `${process.pid}-${Date.now()}`;
  const loops = Array.from({ length: count }, async () => {
    while (running) {
      const email = `crash-${runId}-${sequence++}@example.com`;
      const request = fetch(`${url()}/rest/v1/subscribers`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email }),
      }).catch(() => null);
      pending.add(request);
      const response = await request;
      pending.delete(request);
      if (!response) {
        await pause(20);
        continue;
      }
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status === 201) acknowledged.push(email);
    }
  });
  return {
    acknowledged,
    statuses,
    /** The requests on the wire right now. */
    inFlight: () => [...pending],
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

export interface KillFigures {
  acked: number;
  present: number;
  lost: number;
  startupFailures: number;
  serverErrors: number;
}

/**
 * Starts our server on a fresh store under a steady stream of subscriptions, kills it
 * with SIGKILL at random moments `kills` times, restarting it each time, then checks
 * that every acknowledged subscription is stored.
 */
export async function runKillTest(kind: StoreKind, { kills, writers = 8 }: { kills: number; writers?: number }) {
  const store = await kind.fresh();
  let server = await startServer(store);
  let startupFailures = 0;
  const load = startWriters(() => server.url, writers);
  for (let kill = 0; kill < kills; kill++) {
    await pause(200 + Math.random() * 1000);
    await server.kill();
    for (let attempt = 1; ; attempt++) {
      try {
        server = await startServer(store);
        break;
      } catch (error) {
        startupFailures += 1;
        if (attempt === 3) throw error;
      }
    }
  }
  await pause(300);
  await load.stop();
  await server.stop();
  const stored = new Set(await kind.subscriberEmails(store));
  const present = load.acknowledged.filter((email) => stored.has(email)).length;
  const serverErrors = [...load.statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  return {
    acked: load.acknowledged.length,
    present,
    lost: load.acknowledged.length - present,
    startupFailures,
    serverErrors,
  } satisfies KillFigures;
}

export interface StopFigures {
  inFlight: number;
  answered: number;
  exitCode: number | null;
  acked: number;
  lost: number;
}

/** Sends SIGTERM in the middle of a stream of subscriptions: requests on the wire must be answered, none lost. */
export async function runStopTest(kind: StoreKind, { writers = 8 }: { writers?: number } = {}) {
  const store = await kind.fresh();
  const server = await startServer(store);
  const load = startWriters(() => server.url, writers);
  await pause(1000);
  const inFlight = load.inFlight();
  const exit = server.stop();
  const writersStopped = load.stop();
  const answers = await Promise.all(inFlight);
  await writersStopped;
  const exitCode = await exit;
  const stored = new Set(await kind.subscriberEmails(store));
  return {
    inFlight: inFlight.length,
    answered: answers.filter((response) => response !== null).length,
    exitCode,
    acked: load.acknowledged.length,
    lost: load.acknowledged.filter((email) => !stored.has(email)).length,
  } satisfies StopFigures;
}
