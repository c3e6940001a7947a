/**
 * Decisions 020 and 072: a prerendered page with live widgets loads them only when the visitor first acts. Each
 * widget is an island (app/islands/), bundled by the build; the page steps write into the page which islands it
 * holds and the loader (app/lib/client-app-loader.ts), bundled into /assets/ once for every page and asked for once
 * the page has loaded and painted.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { islandAttribute, islandNames } from "../../app/islands/island-names";
import { type ClientAppModules, clientAppModulesId } from "../../app/lib/client-app-modules";

/** The island scripts in a build's assets folder by island name: island-<name>-<hash>.js (scripts/build/islands.ts). */
export function islandScriptsIn(assetsDir: string): Map<string, string> {
  const files = readdirSync(assetsDir);
  return new Map(
    islandNames.flatMap((name) => {
      const file = files.find(
        (candidate) => candidate.startsWith(`island-${name}-`) && /^[A-Z0-9]+\.js$/.test(candidate.slice(name.length + 8)),
      );
      return file ? [[name, `/assets/${file}`] as const] : [];
    }),
  );
}

/** The islands a page holds, by the attribute that marks each (app/islands/island.tsx). */
export function islandsOfPage(html: string): string[] {
  return [...new Set([...html.matchAll(new RegExp(`${islandAttribute}="([\\w-]+)"`, "g"))].map(([, name = ""]) => name))];
}

/** Bundles `entry` (or code given as text, resolved from app/lib) for the browser, minified; returns its code. */
async function bundledForBrowser(entry: { path: string } | { code: string }, external: string[] = []): Promise<string> {
  const bundled = await build({
    ...("path" in entry
      ? { entryPoints: [path.resolve(entry.path)] }
      : { stdin: { contents: entry.code, resolveDir: path.resolve("app/lib"), loader: "ts" as const } }),
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2022",
    external,
    write: false,
    logLevel: "silent",
  });
  return bundled.outputFiles[0]?.text.trim() ?? "";
}

/** Writes `code` into the build's assets as `<name>-<hash of its content>.js`; returns its URL path. */
function writeAsset(buildDir: string, name: string, code: string): string {
  const file = `${name}-${createHash("sha256").update(code).digest("base64url").slice(0, 8)}.js`;
  writeFileSync(path.join(buildDir, "assets", file), code);
  return `/assets/${file}`;
}

const pageStartName = "page-start";
/** The page start's file in the build's assets: its name and the hash of its content. */
const pageStartFile = new RegExp(`^${pageStartName}-[\\w-]{8}\\.js$`);

/**
 * Bundles app/lib/client-app-loader.ts into the build's assets, named by its content, and beside it what a page with
 * islands runs as it opens (app/lib/page-start.ts), asking for that loader: the pages carry the latter written in
 * (`pageStartIn`), and never ask for it as a file.
 */
export async function writeClientAppLoader(buildDir: string): Promise<void> {
  const loaderUrl = writeAsset(buildDir, "client-app-loader", await bundledForBrowser({ path: "app/lib/client-app-loader.ts" }));
  const start = `import { startPage } from "./page-start"; startPage(window, () => import(${JSON.stringify(loaderUrl)}));`;
  writeAsset(buildDir, pageStartName, await bundledForBrowser({ code: start }, ["/assets/*"]));
}

/** The code a page with islands runs as it opens, as the build in `assetsDir` bundled it. */
export function pageStartIn(assetsDir: string): string {
  const file = readdirSync(assetsDir).find((name) => pageStartFile.test(name));
  if (!file) throw new Error("The build has no page start script: run `npm run build`");
  return readFileSync(path.join(assetsDir, file), "utf8");
}

/**
 * The page with, before its end, what its islands are made of as data and the code that asks for the loader after
 * its largest paint; a page without islands unchanged.
 */
export function withIslands(html: string, modules: ClientAppModules, pageStart: string): string {
  if (modules.islands.length === 0) return html;
  return html.replace(
    "</body>",
    () =>
      `<script type="application/json" id="${clientAppModulesId}">${JSON.stringify(modules)}</script><script type="module">${pageStart}</script></body>`,
  );
}
