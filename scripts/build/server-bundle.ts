/**
 * The server as one JavaScript file, `<build>/server.js`, that `npm start` and the systemd unit run with plain `node`:
 * no TypeScript loader in a running server. Its packages stay imports from node_modules, as the render worker's do
 * (render-worker-bundle.ts).
 */
import path from "node:path";
import { build } from "esbuild";

export const serverBundleFile = "server.js";

export async function writeServerBundle(outDir: string) {
  await build({
    entryPoints: [path.resolve("server/index.ts")],
    outfile: path.join(outDir, serverBundleFile),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
}
