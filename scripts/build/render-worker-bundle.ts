/**
 * The server's render worker as one JavaScript file beside React Router's server bundle (decision 038, amended by
 * 044): the worker starts without loading TypeScript, and its packages stay imports from node_modules, as the
 * bundle's are.
 */
import path from "node:path";
import { build } from "esbuild";
import { renderWorkerFile } from "../../server/site/renderer";

export async function writeRenderWorker(rendererDir: string) {
  await build({
    entryPoints: [path.resolve("server/site/render-worker.ts")],
    outfile: path.join(rendererDir, renderWorkerFile),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
}
