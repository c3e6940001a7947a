/**
 * After `react-router build`: draw each page's social card, make every page paint without
 * waiting for other files (its own stylesheet inlined), write the security headers for static hosts, then precompress every text file so the server can send
 * Brotli or gzip without compressing per request (last, so it compresses the final pages).
 * The page steps are the server renderer's too (server/site/page-processing.ts, decision 038). Last, the migrated
 * database a new data folder is copied from, and the server itself compiled to JavaScript (node-bundle.ts), which
 * `npm start` runs (decision 047).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { savedSettingsInContentDir } from "../../app/content/saved-settings.server";
import { sessionsSeed } from "../../app/content/sessions";
import { siteWith } from "../../app/content/site";
import { parsePublicEnv } from "../../app/lib/public-env";
import { writeBuildOrigin } from "../../server/http/build-origin";
import { filesUnder } from "../../server/http/static-site";
import { writeClientAppLoader } from "../../server/site/client-app-loader";
import { pageProcessor, precompress } from "../../server/site/page-processing";
import { type RenderManifest, sourceHash, writeRenderManifest } from "../../server/site/render-manifest";
import { renderWorkerFile } from "../../server/site/renderer";
import { renderSocialCards, socialCardPages, socialCardSource } from "../../server/site/social-cards";
import { writeDatabaseTemplate } from "./database-template";
import { writeIslands } from "./islands";
import { bundleForNode } from "./node-bundle";
import { writeStaticHostHeaders } from "./static-host-headers";

const outDir = path.resolve(process.env.BUILD_OUT_DIR ?? "build");
const buildDir = path.join(outDir, "client");
// The server renders with React Router's server bundle, kept in renderer/, and this worker beside it (decision 038).
await bundleForNode("server/site/render-worker.ts", path.join(outDir, "renderer", renderWorkerFile));
// The server reads this at start, so its HTTPS headers follow the origin the pages were built for.
writeBuildOrigin(buildDir, parsePublicEnv(process.env).PUBLIC_ORIGIN);
const manifest: RenderManifest = {};

const cardsStarted = performance.now();
// Titled as the prerender titled the pages: with CONTENT_DIR, her saved settings (decision 029); else the defaults.
const socialCards = socialCardPages(siteWith(savedSettingsInContentDir(), sessionsSeed));
const cards = await renderSocialCards(buildDir, socialCards);
for (const card of socialCards) manifest[card.path.slice(1)] = sourceHash(socialCardSource(card));
const cardSeconds = ((performance.now() - cardsStarted) / 1000).toFixed(1);

// The live widgets, each an island of its own (decision 072), and what their pages load until the visitor acts (020).
await writeIslands(buildDir);
await writeClientAppLoader(buildDir);
// Every file the steps below read; the pages are rewritten in place and _headers is not compressed.
const files = filesUnder(buildDir);
const pages = files.filter((file) => path.basename(file) === "index.html");
const processor = pageProcessor(buildDir, buildDir, path.resolve("."));
for (const page of pages) {
  const html = readFileSync(page, "utf8");
  const relative = path.relative(buildDir, page).split(path.sep).join("/");
  manifest[relative] = sourceHash(html);
  writeFileSync(page, await processor.process(`/${relative.slice(0, -"index.html".length)}`, html));
}
writeRenderManifest(buildDir, manifest);

writeStaticHostHeaders(
  buildDir,
  pages,
  files.filter((file) => file.endsWith(".js")),
);

const count = files.filter(precompress).length;
console.log(
  `Drew ${cards} social cards in ${cardSeconds} s, inlined its own stylesheet into each of ${pages.length} pages and precompressed ${count} files.`,
);
// A new embedded database starts as a copy of this one, so the server never runs initdb itself (decision 047).
await writeDatabaseTemplate(outDir);
// What `npm start` (scripts/start.js) and the systemd unit run with plain node.
await bundleForNode("server/index.ts", path.join(outDir, "server.js"));
