/**
 * Decisions 020 and 072: a prerendered page with live widgets loads them only when the visitor first acts. Each
 * widget is an island (app/islands/), bundled by the build; the page steps write into the page which islands it
 * holds and the loader (app/lib/client-app-loader.ts), bundled into /assets/ once for every page and run once the
 * page has painted.
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

/** What the visitor does first that the loader must hear: it is then run at once, whatever the page is doing. */
const firstActs = ["pointerdown", "touchstart", "keydown", "focusin"];

/**
 * What a page with islands runs as it opens, written into it (decision 093). The loader is fetched with the page (a
 * module preload) but run only once the page has loaded (its pictures too) and the browser has shown its first
 * paint, and a frame more; or at once when the visitor acts first. Code run before the page's largest paint is
 * counted against that paint, and the loader is not needed for it. A browser that cannot tell when it painted is
 * taken at its load.
 */
export function loaderStart(loaderUrl: string): string {
  return [
    `const acts=${JSON.stringify(firstActs)},run=()=>{for(const t of acts)removeEventListener(t,run,!0);import(${JSON.stringify(loaderUrl)})};`,
    "for(const t of acts)addEventListener(t,run,!0);",
    'const painted=new Promise(done=>PerformanceObserver.supportedEntryTypes?.includes("paint")',
    '?new PerformanceObserver((list,watch)=>{list.getEntriesByName("first-contentful-paint").length&&(watch.disconnect(),done())}).observe({type:"paint",buffered:!0})',
    ":done());",
    'const loaded=new Promise(done=>document.readyState==="complete"?done():addEventListener("load",done,{once:!0}));',
    "Promise.all([painted,loaded]).then(()=>requestAnimationFrame(()=>setTimeout(run)));",
  ].join("");
}

/**
 * The page with, before its end, what its islands are made of as data, the loader asked for at once and the code
 * that runs it after the first paint; a page without islands unchanged.
 */
export function withIslands(html: string, modules: ClientAppModules, loaderUrl: string): string {
  if (modules.islands.length === 0) return html;
  return html.replace(
    "</body>",
    () =>
      `<script type="application/json" id="${clientAppModulesId}">${JSON.stringify(modules)}</script><link rel="modulepreload" href="${loaderUrl}"><script type="module">${loaderStart(loaderUrl)}</script></body>`,
  );
}
