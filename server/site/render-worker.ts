/**
 * One render of the site (decision 038), in a worker thread of its own: React Router's server bundle is imported
 * afresh, and the issues, her saved settings and the origin the pages are for are handed to the loaders with each
 * request (decisions 046, 053); the thread then exits and its memory goes with it.
 * Renders every page as React Router's prerender does, and processes, draws and compresses only the outputs whose source changed since the build they are laid over.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { RenderJob } from "./render-job";

const job = workerData as RenderJob;
// As React Router's build sets it: only then does its handler read the prerender's data and SPA-mode headers.
process.env.IS_RR_BUILD_REQUEST = "yes";

const { renderSite } = await import("./render-site");
try {
  parentPort?.postMessage({ result: await renderSite(job) });
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
