/**
 * Decision 072: each live widget of the public pages is an island, hydrated alone with Preact's React layer. This
 * bundles app/islands/entries/<name>.tsx for each into the build's assets as island-<name>-<hash>.js, with what
 * they share in chunks of their own, compiled as Vite compiles the client (the same public values, zod left out,
 * the images' URLs); the page steps (server/site/page-processing.ts) write into each page the islands it holds.
 */
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { islandNames } from "../../app/islands/island-names";
import { parsePublicEnv } from "../../app/lib/public-env";
import { responsiveImagesModule } from "./responsive-images";

/** What Vite's plugins give the client build (vite.config.ts): zod's stand-in and the images' module. */
function asViteBuildsTheClient(): Plugin {
  return {
    name: "as-vite-builds-the-client",
    setup(bundle) {
      bundle.onResolve({ filter: /^zod$/ }, () => ({ path: path.resolve("app/lib/zod-build-only.ts") }));
      bundle.onResolve({ filter: /^virtual:responsive-images$/ }, () => ({ path: "images", namespace: "virtual" }));
      bundle.onLoad({ filter: /.*/, namespace: "virtual" }, async () => ({
        contents: await responsiveImagesModule(),
        loader: "js",
      }));
    },
  };
}

/** Bundles every island into `<buildDir>/assets/`. */
export async function writeIslands(buildDir: string): Promise<void> {
  await build({
    entryPoints: islandNames.map((name) => path.resolve(`app/islands/entries/${name}.tsx`)),
    outdir: path.join(buildDir, "assets"),
    entryNames: "island-[name]-[hash]",
    chunkNames: "island-chunk-[hash]",
    bundle: true,
    splitting: true,
    minify: true,
    format: "esm",
    target: "es2022",
    jsx: "automatic",
    alias: {
      react: "preact/compat",
      "react-dom": "preact/compat",
      "react-dom/client": "preact/compat/client",
      "react/jsx-runtime": "preact/jsx-runtime",
    },
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      "import.meta.env.SSR": "false",
      "import.meta.env.DEV": "false",
      "import.meta.env.PROD": "true",
      __PUBLIC_ENV__: JSON.stringify(parsePublicEnv(process.env)),
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    },
    plugins: [asViteBuildsTheClient()],
    logLevel: "warning",
  });
}
