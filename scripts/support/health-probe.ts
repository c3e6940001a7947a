import { once } from "node:events";
import { loadavg } from "node:os";
import { Worker } from "node:worker_threads";

/**
 * The probe's loop, run in a worker thread of its own: asks `workerData`/healthz one after another (20 ms apart),
 * says "ready" after the first answer, and on any message from the bench sends back the latencies and the count of
 * answers other than 200. In the bench's own thread, a /healthz answer waited behind whatever the bench was doing:
 * sending 20 uploads of 6 MB through fetch held that thread for 1.8 s (a CPU profile, decision 091), which the probe
 * counted as the server's.
 */
const probeLoop = `
const { parentPort, workerData: url } = require("node:worker_threads");
let done = false;
parentPort.once("message", () => { done = true; });
(async () => {
  const latencies = [];
  let notOk = 0;
  while (!done) {
    const started = performance.now();
    const answer = await fetch(url + "/healthz").catch(() => undefined);
    if (answer?.status !== 200) notOk++;
    await answer?.arrayBuffer();
    latencies.push(performance.now() - started);
    if (latencies.length === 1) parentPort.postMessage("ready");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  parentPort.postMessage({ latencies, notOk });
})();
`;

/**
 * Asks `url`/healthz one after another (20 ms apart, from a worker thread, so the bench's own work does not delay the
 * asking) until `work` is done, sampling `rss` every 100 ms; prints `label: /healthz p50, p99, max …; peak RSS …; ` and
 * what `work` resolved with, and the machine's load average (one minute) before and after, since on a shared machine
 * the figures are the machine's as much as the server's. Answers other than 200 are counted.
 */
export async function probeHealthWhile(url: string, label: string, rss: () => number, work: () => Promise<string>) {
  const loadBefore = loadavg()[0] ?? 0;
  const prober = new Worker(probeLoop, { eval: true, workerData: url });
  await once(prober, "message");
  let peak = rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 100);
  const outcome = await work();
  prober.postMessage("done");
  const [{ latencies, notOk }] = (await once(prober, "message")) as [{ latencies: number[]; notOk: number }];
  await prober.terminate();
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  const at = (share: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0);
  const failures = notOk > 0 ? ` (${notOk} not 200)` : "";
  console.log(
    `${label}: /healthz p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms over ${latencies.length} requests${failures}; peak RSS ${Math.round(peak / 2 ** 20)} MB; ${outcome}; load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
  );
}
