import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { RenderJob, RenderResult } from "./render-job";

/** Renders the pages of a new build: `job.outClientDir` holds the whole site once it resolves. */
export type Renderer = (job: RenderJob, signal: AbortSignal) => Promise<RenderResult>;

/** render-worker.ts bundled into one file by `npm run build`, beside React Router's server bundle (decision 044). */
export const renderWorkerFile = "render-worker.mjs";

/**
 * The real renderer (decisions 038, 044): a worker thread per render, so each starts from fresh modules with the
 * settings it is given, gives its memory back when it ends, and cannot take the server down if it fails. It runs the
 * JavaScript the build made, with React's production build, as the build's own prerender does.
 */
export const renderInWorker: Renderer = (job, signal) =>
  new Promise((resolve, reject) => {
    const workerFile = path.join(job.rendererDir, renderWorkerFile);
    if (!existsSync(workerFile)) {
      reject(new Error(`Error: no renderer in ${job.rendererDir}: run \`npm run build\` to make one.`));
      return;
    }
    const worker = new Worker(workerFile, { workerData: job, env: { ...process.env, NODE_ENV: "production" } });
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
