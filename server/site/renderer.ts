import path from "node:path";
import { Worker } from "node:worker_threads";
import type { RenderJob, RenderResult } from "./render-job";

/** Renders the pages of a new build: `job.outClientDir` holds the whole site once it resolves. */
export type Renderer = (job: RenderJob, signal: AbortSignal) => Promise<RenderResult>;

const workerEntry = path.join(import.meta.dirname, "render-worker-entry.mjs");

/**
 * The real renderer (decision 038): a worker thread per render, so each starts from fresh modules with the settings
 * it is given, gives its memory back when it ends, and cannot take the server down if it fails. The worker loads
 * TypeScript through tsx, as the server itself does.
 */
export const renderInWorker: Renderer = (job, signal) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(workerEntry, { workerData: job });
    const stop = () => void worker.terminate();
    signal.addEventListener("abort", stop, { once: true });
    let outcome: { result?: RenderResult; error?: string } | undefined;
    worker.on("message", (message: typeof outcome) => {
      outcome = message;
    });
    worker.on("error", (error) => {
      outcome ??= { error: error.stack ?? error.message };
    });
    worker.on("exit", (code) => {
      signal.removeEventListener("abort", stop);
      if (outcome?.result) resolve(outcome.result);
      else reject(new Error(outcome?.error ?? `Error: the renderer stopped (exit code ${code}) before it finished.`));
    });
  });
