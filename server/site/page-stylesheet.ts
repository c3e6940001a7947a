/**
 * Each prerendered page's own stylesheet: the site's Tailwind source built for the classes that page can
 * show, in its HTML or from the modules it runs (decision 019). Public pages are shown by loads of their own,
 * so a page never needs another page's classes; the back office's shell keeps the whole stylesheet file.
 */
import path from "node:path";
import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { decodeEntities } from "../http/content-security-policy";

const moduleScriptPattern = /<script type="module"[^>]*>([\s\S]*?)<\/script>/g;
const assetModulePattern = /"\/assets\/([^"]+\.js)"/g;
const relativeModulePattern = /"\.\/([^"]+\.js)"/g;

/**
 * The JavaScript files a page can run, as paths under /assets/: those its module scripts import and its `islands`
 * (their files under /assets/), and every file those import in turn, statically or on demand.
 */
export function modulesOfPage(html: string, readModule: (file: string) => string, islands: string[] = []): string[] {
  const found = new Set<string>();
  const pending = [
    ...islands,
    ...[...html.matchAll(moduleScriptPattern)].flatMap(([, body = ""]) =>
      [...body.matchAll(assetModulePattern)].map(([, file = ""]) => file),
    ),
  ];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    for (const [, imported = ""] of readModule(file).matchAll(relativeModulePattern)) {
      pending.push(path.posix.join(path.posix.dirname(file), imported));
    }
  }
  return [...found].sort();
}

export interface StylesheetSource {
  /** The stylesheet's Tailwind source (app/app.css). */
  css: string;
  /** The folder its imports are resolved from. */
  base: string;
}

/** The minified stylesheet holding every rule of the source that the given HTML and JavaScript can use. */
export async function stylesheetFor(source: StylesheetSource, html: string, modules: string[]): Promise<string> {
  // A fresh compiler for each page: one compiler keeps every class it has built and would carry them to the next page.
  const compiler = await compile(source.css, { base: source.base, onDependency: () => undefined });
  const candidates = new Scanner({ sources: [] }).scanFiles([
    // Classes as the source writes them: `[&::-webkit-details-marker]:hidden`, not `[&amp;…`.
    { content: decodeEntities(html), extension: "html" },
    ...modules.map((content) => ({ content, extension: "js" })),
  ]);
  return optimize(compiler.build(candidates), { minify: true }).code.trim();
}
