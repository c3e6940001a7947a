/**
 * A TypeScript entry of ours as one JavaScript file for Node, its packages left as imports from node_modules: the render
 * worker (decision 044) and the server (decision 047), so that neither runs through a TypeScript loader.
 */
import path from "node:path";
import { build } from "esbuild";

export async function bundleForNode(entryPoint: string, outfile: string) {
  await build({
    entryPoints: [path.resolve(entryPoint)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
}
