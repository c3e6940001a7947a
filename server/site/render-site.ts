/**
 * The site rendered again in-process with React Router's own server bundle (decision 038), as its prerender does
 * (node_modules/@react-router/dev/dist/vite.js, handlePrerender): a page with loaders gets its `.data` file first,
 * passed to the page's render; a resource route is written as it is answered; the SPA fallback is the back office's
 * shell. The issues, her saved settings and the origin the job hands it reach the loaders through the load context
 * (decisions 046, 053). Imported by render-worker.ts only.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type AppLoadContext, createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { siteWith } from "../../app/content/site";
import { prerenderPaths } from "../../app/lib/page-paths.server";
import type { RenderContext } from "../../app/lib/render-context";
import { filesUnder } from "../http/static-site";
import { pageProcessor, precompress } from "./page-processing";
import type { RenderJob, RenderResult } from "./render-job";
import { type RenderManifest, readRenderManifest, sourceHash, writeRenderManifest } from "./render-manifest";
import { renderSocialCards, socialCardPages, socialCardSource } from "./social-cards";

type ManifestRoute = ServerBuild["routes"][string];

/** The build's routes as a tree React Router can match paths against. */
function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is NonNullable<ManifestRoute> => route !== undefined && route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, children: routeTree(routes, route.id) },
    );
}

/** Where a file goes: a link to the file it replaces, never a write through one (the build before keeps its bytes). */
function linkOrCopy(from: string, to: string) {
  mkdirSync(path.dirname(to), { recursive: true });
  rmSync(to, { force: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

function writeFresh(file: string, content: string | Buffer) {
  mkdirSync(path.dirname(file), { recursive: true });
  for (const stale of [file, `${file}.gz`, `${file}.br`]) rmSync(stale, { force: true });
  writeFileSync(file, content);
}

/** An output's path under the client folder for a URL path. */
const outputOf = (urlPath: string) => urlPath.replace(/^\/+/, "");

export async function renderSite(job: RenderJob): Promise<RenderResult> {
  const build = (await import(pathToFileURL(path.join(job.rendererDir, "index.js")).href)) as ServerBuild;
  const paths = prerenderPaths(job.newsletterIssues);
  const context: RenderContext = {
    newsletterIssues: job.newsletterIssues,
    savedSettings: job.settings,
    publicOrigin: job.publicOrigin,
    editable: job.editable,
    pictures: job.pictures,
  };
  const handler = createRequestHandler({ ...build, prerender: paths }, "production");
  const routes = routeTree(build.routes);

  // Every file of the repository's build, linked: what is not rendered again is served as it was built.
  mkdirSync(job.outClientDir, { recursive: true });
  for (const file of filesUnder(job.baseClientDir)) {
    linkOrCopy(file, path.join(job.outClientDir, path.relative(job.baseClientDir, file)));
  }
  const baseManifest = readRenderManifest(job.baseClientDir);
  const previousManifest = job.previousClientDir ? readRenderManifest(job.previousClientDir) : {};
  const manifest: RenderManifest = { ...baseManifest };
  const written: string[] = [];

  /**
   * Puts an output in place: kept from the repository's build or linked from the build before when its source is the
   * same, else made by `make` (processed, drawn), written and precompressed.
   */
  async function place(output: string, hash: string, make: () => Promise<string | Buffer>) {
    manifest[output] = hash;
    if (baseManifest[output] === hash) return;
    const previous = job.previousClientDir && path.join(job.previousClientDir, output);
    if (previous && previousManifest[output] === hash && existsSync(previous)) {
      for (const suffix of ["", ".gz", ".br"]) {
        if (existsSync(previous + suffix)) linkOrCopy(previous + suffix, path.join(job.outClientDir, output + suffix));
        else rmSync(path.join(job.outClientDir, output + suffix), { force: true });
      }
      return;
    }
    const file = path.join(job.outClientDir, output);
    writeFresh(file, await make());
    precompress(file);
    written.push(output);
  }

  /** An output served as rendered (data, feed, sitemap): its hash is that of its bytes, compared with the repository's file too. */
  async function placeAsRendered(output: string, content: Buffer) {
    const baseFile = path.join(job.baseClientDir, output);
    if (existsSync(baseFile) && readFileSync(baseFile).equals(content)) baseManifest[output] = sourceHash(content);
    await place(output, sourceHash(content), async () => content);
  }

  async function answer(url: string, init?: RequestInit): Promise<Response> {
    const response = await handler(new Request(`http://localhost${url}`, init), context as unknown as AppLoadContext);
    if (response.status !== 200 && response.status !== 202) {
      throw new Error(`Error: the page ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    }
    return response;
  }

  const processor = pageProcessor(job.outClientDir, job.baseClientDir, job.projectDir);
  for (const urlPath of paths) {
    const matches = matchRoutes(routes, `/${urlPath}/`.replace(/^\/\/+/, "/")) ?? [];
    const leaf = matches.at(-1)?.route.id;
    const module = leaf ? build.routes[leaf]?.module : undefined;
    if (!module) continue;
    const dataUrl = urlPath === "/" ? "/_root.data" : `${urlPath.replace(/\/$/, "")}.data`;
    if (!module.default && !module.ErrorBoundary) {
      await placeAsRendered(outputOf(dataUrl), Buffer.from(await (await answer(`${dataUrl}?_routes=${leaf}`)).arrayBuffer()));
      await placeAsRendered(outputOf(urlPath), Buffer.from(await (await answer(urlPath)).arrayBuffer()));
      continue;
    }
    let init: RequestInit | undefined;
    if (matches.some((match) => build.assets.routes[match.route.id ?? ""]?.hasLoader)) {
      const data = await (await answer(dataUrl)).text();
      await placeAsRendered(outputOf(dataUrl), Buffer.from(data));
      init = { headers: { "X-React-Router-Prerender-Data": encodeURI(data) } };
    }
    const pageUrl = `${urlPath}/`.replace(/\/\/+/g, "/");
    const html = await (await answer(pageUrl, init)).text();
    await place(`${outputOf(pageUrl)}index.html`, sourceHash(html), () => processor.process(pageUrl, html));
  }
  const spaFallback = await answer("/", { headers: { "X-React-Router-SPA-Mode": "yes" } });
  await placeAsRendered("__spa-fallback.html", Buffer.from(await spaFallback.arrayBuffer()));

  const site = siteWith(job.settings, job.editable.sessions);
  for (const card of socialCardPages(site, job.newsletterIssues, job.editable.pages)) {
    const output = outputOf(card.path);
    await place(output, sourceHash(socialCardSource(card)), async () => {
      // The link to the repository's card goes first: sharp writes through the file it is given.
      rmSync(path.join(job.outClientDir, output), { force: true });
      await renderSocialCards(job.outClientDir, [card]);
      return readFileSync(path.join(job.outClientDir, output));
    });
  }
  writeRenderManifest(job.outClientDir, manifest);
  return { written };
}
