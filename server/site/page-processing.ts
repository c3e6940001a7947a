/**
 * What every prerendered page goes through after React Router renders it, in `npm run build`'s postbuild and in the
 * server's renderer alike (decision 038): its own stylesheet inlined, its islands and their loader written in (decision 072), module preloads
 * removed (the server's page shell keeps the whole stylesheet and runs no script), then every text file precompressed.
 */
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { serverPageShellPath } from "../../app/lib/page-paths.server";
import { islandScriptsIn, islandsOfPage, pageStartIn, withIslands } from "./client-app-loader";
import { inlineStylesheets, removeModulePreloads, removeScripts } from "./page-speed";
import { modulesOfPage, stylesheetFor } from "./page-stylesheet";

const compressible = new Set([".html", ".js", ".css", ".svg", ".xml", ".txt", ".json", ".data", ".webmanifest"]);

/** Writes `file.gz` and `file.br` beside a text file worth compressing; returns whether it did. */
export function precompress(file: string): boolean {
  if (!compressible.has(path.extname(file)) || statSync(file).size < 512) return false;
  const source = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  return true;
}

export interface PageProcessor {
  /** The page as it is served, from the HTML React Router rendered for `urlPath`. */
  process(urlPath: string, html: string): Promise<string>;
}

/**
 * A processor for the pages of the build in `clientDir`, whose pages with islands start with the code the build
 * `scriptsDir` bundled (its assets: the page start and the loader it asks for). `projectDir` holds app/app.css, the
 * stylesheet's source.
 */
export function pageProcessor(clientDir: string, scriptsDir: string, projectDir: string): PageProcessor {
  const stylesheetSource = {
    css: readFileSync(path.join(projectDir, "app/app.css"), "utf8"),
    base: path.join(projectDir, "app"),
  };
  // Pages share most of their modules, and each is read to follow its imports and again to scan it: read each once.
  const modules = new Map<string, string>();
  const readModule = (file: string) => {
    const code = modules.get(file) ?? readFileSync(path.join(clientDir, "assets", file), "utf8");
    modules.set(file, code);
    return code;
  };
  const islandScripts = islandScriptsIn(path.join(clientDir, "assets"));
  const pageStart = pageStartIn(path.join(scriptsDir, "assets"));
  const islandScriptOf = (name: string) => {
    const script = islandScripts.get(name);
    if (!script) throw new Error(`The build has no script for the island ${name}: run \`npm run build\``);
    return script;
  };
  return {
    async process(urlPath, html) {
      if (urlPath.replace(/\/$/, "") === serverPageShellPath) {
        // Filled by the server with markup of any of the site's components (decision 031): it keeps the link to the
        // whole stylesheet, so no class can come out unstyled, and it runs no script.
        return removeScripts(removeModulePreloads(html));
      }
      const islands = islandsOfPage(html).map(islandScriptOf);
      const modules = modulesOfPage(
        html,
        readModule,
        islands.map((script) => script.slice("/assets/".length)),
      );
      const stylesheet = await stylesheetFor(stylesheetSource, html, modules.map(readModule));
      const islandModules = { islands, modules: modules.map((file) => `/assets/${file}`) };
      return withIslands(removeModulePreloads(inlineStylesheets(html, stylesheet)), islandModules, pageStart);
    },
  };
}
