/**
 * Decisions 020 and 072: a prerendered page with live widgets loads them only when the visitor first acts. Each
 * widget is an island (app/islands/), bundled by the build; the page steps write into the page which islands it
 * holds and the loader (app/lib/client-app-loader.ts), bundled into /assets/ once for every page and asked for once
 * the page has loaded and painted.
 */
import { createHash } from "node:crypto";
import { readdirSync, writeFileSync } from "node:fs";
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

/** Bundles app/lib/client-app-loader.ts into the build's assets, named by its content; returns its URL path. */
export async function writeClientAppLoader(buildDir: string): Promise<string> {
  const bundled = await build({
    entryPoints: [path.resolve("app/lib/client-app-loader.ts")],
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  const code = bundled.outputFiles[0]?.text ?? "";
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
  const file = `client-app-loader-${hash}.js`;
  writeFileSync(path.join(buildDir, "assets", file), code);
  return `/assets/${file}`;
}

/** What the visitor does first that the loader must hear: it is then asked for at once, whatever the page is doing. */
const firstActs = ["pointerdown", "touchstart", "keydown", "focusin"];

/** How long after the page's load, and after its last larger paint, the loader is asked for. */
const quietAfterLoadMs = 150;

/**
 * What a page with islands runs as it opens, written into it (decision 093). It asks for the loader once the page has
 * loaded and no larger paint has followed for a moment (a browser that cannot tell: a moment after its load), or at
 * once when the visitor acts first; presses and keys are noted until it runs, and it answers them as it does
 * (`actsBeforeLoader`). Lighthouse counts any request that ends before the page's largest paint against that
 * paint, however late its script runs, and the loader is not needed for it.
 */
export function loaderStart(loaderUrl: string): string {
  return [
    `const acts=${JSON.stringify(firstActs)},run=()=>{for(const t of acts)removeEventListener(t,run,!0);import(${JSON.stringify(loaderUrl)})};`,
    "for(const t of acts)addEventListener(t,run,!0);",
    "const early=self.actsBeforeLoader=[],note=e=>{self.actsBeforeLoader===early&&early.push(e)};",
    'for(const t of ["click","keydown"])addEventListener(t,note,!0);',
    `let quiet;const wait=()=>{clearTimeout(quiet);quiet=setTimeout(run,${quietAfterLoadMs})};`,
    'addEventListener("load",()=>{wait();PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")',
    '&&new PerformanceObserver(wait).observe({type:"largest-contentful-paint"})},{once:!0})',
  ].join("");
}

/**
 * The page with, before its end, what its islands are made of as data and the code that asks for the loader after
 * its largest paint; a page without islands unchanged.
 */
export function withIslands(html: string, modules: ClientAppModules, loaderUrl: string): string {
  if (modules.islands.length === 0) return html;
  return html.replace(
    "</body>",
    () =>
      `<script type="application/json" id="${clientAppModulesId}">${JSON.stringify(modules)}</script><script type="module">${loaderStart(loaderUrl)}</script></body>`,
  );
}
