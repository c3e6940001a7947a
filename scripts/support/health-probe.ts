const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks `url`/healthz one after another (20 ms apart) until `work` is done, sampling `rss` every 100 ms; prints
 * `label: /healthz p50, p99, max …; peak RSS …; ` and what `work` resolved with. Answers other than 200 are counted.
 */
export async function probeHealthWhile(url: string, label: string, rss: () => number, work: () => Promise<string>) {
  const latencies: number[] = [];
  let notOk = 0;
  let done = false;
  let peak = rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 100);
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      const answer = await fetch(`${url}/healthz`).catch(() => undefined);
      if (answer?.status !== 200) notOk++;
      await answer?.arrayBuffer();
      latencies.push(performance.now() - started);
      await pause(20);
    }
  })();
  const outcome = await work();
  done = true;
  await probing;
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  const at = (share: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0);
  const failures = notOk > 0 ? ` (${notOk} not 200)` : "";
  console.log(
    `${label}: /healthz p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms over ${latencies.length} requests${failures}; peak RSS ${Math.round(peak / 2 ** 20)} MB; ${outcome}`,
  );
}
