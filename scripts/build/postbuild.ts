/**
 * After `react-router build`: draw each page's social card, make every page paint without
 * waiting for other files (its own stylesheet inlined), write the security headers for static hosts, then precompress every text file so the server can send
 * Brotli or gzip without compressing per request (last, so it compresses the final pages).
 */
import "./apply-saved-settings";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { serverPageShellPath } from "../../app/lib/page-paths.server";
import { parsePublicEnv } from "../../app/lib/public-env";
import { writeBuildOrigin } from "../../server/http/build-origin";
import { filesUnder } from "../../server/http/static-site";
import { deferClientApp, writeClientAppLoader } from "./client-app-loader";
import { inlineStylesheets, removeModulePreloads, removeScripts } from "./page-speed";
import { modulesOfPage, stylesheetFor } from "./page-stylesheet";
import { renderSocialCards } from "./social-cards";
import { writeStaticHostHeaders } from "./static-host-headers";

const buildDir = path.resolve(process.env.BUILD_OUT_DIR ?? "build", "client");
// The server reads this at start, so its HTTPS headers follow the origin the pages were built for.
writeBuildOrigin(buildDir, parsePublicEnv(process.env).PUBLIC_ORIGIN);
const compressible = new Set([".html", ".js", ".css", ".svg", ".xml", ".txt", ".json", ".data", ".webmanifest"]);

const cardsStarted = performance.now();
const cards = await renderSocialCards(buildDir);
const cardSeconds = ((performance.now() - cardsStarted) / 1000).toFixed(1);

// What the hydrating pages load in place of the client app, until the visitor acts (decision 020).
const clientAppLoader = await writeClientAppLoader(buildDir);
// Every file the steps below read; the pages are rewritten in place and _headers is not compressed.
const files = filesUnder(buildDir);
const pages = files.filter((file) => path.basename(file) === "index.html");
const stylesheetSource = { css: readFileSync("app/app.css", "utf8"), base: path.resolve("app") };
// Pages share most of their modules, and each is read to follow its imports and again to scan it: read each once.
const modules = new Map<string, string>();
const readModule = (file: string) => {
  const code = modules.get(file) ?? readFileSync(path.join(buildDir, "assets", file), "utf8");
  modules.set(file, code);
  return code;
};
const serverPageShellFile = path.join(buildDir, serverPageShellPath, "index.html");
for (const page of pages) {
  const html = readFileSync(page, "utf8");
  if (page === serverPageShellFile) {
    // Filled by the server with markup of any of the site's components (decision 031): it keeps the link to the
    // whole stylesheet, so no class can come out unstyled, and it runs no script.
    writeFileSync(page, removeScripts(removeModulePreloads(html)));
    continue;
  }
  const stylesheet = await stylesheetFor(stylesheetSource, html, modulesOfPage(html, readModule).map(readModule));
  writeFileSync(page, deferClientApp(removeModulePreloads(inlineStylesheets(html, stylesheet)), clientAppLoader));
}

writeStaticHostHeaders(
  buildDir,
  pages,
  files.filter((file) => file.endsWith(".js")),
);

let count = 0;
for (const file of files) {
  if (!compressible.has(path.extname(file)) || statSync(file).size < 512) continue;
  const source = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count += 1;
}
console.log(
  `Drew ${cards} social cards in ${cardSeconds} s, inlined its own stylesheet into each of ${pages.length} pages and precompressed ${count} files.`,
);
