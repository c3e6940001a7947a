/**
 * The script a page that hydrates loads as it opens, in place of the client app (decision 020): the build
 * (server/site/client-app-loader.ts) bundles it into /assets/ and writes, beside it, what React Router's own
 * module script would have imported at once. This prefetches those modules once the page has loaded and imports
 * them when the visitor first acts; meanwhile it answers a press on a tab (decision 023) and a search (decision 034)
 * itself.
 */
import { answerTabsAtOnce } from "./answer-tabs-at-once";
import { type ClientAppModules, clientAppModulesId } from "./client-app-modules";
import { clientAppStarted } from "./client-app-started";
import { hydrateWhenNeeded } from "./hydrate-when-needed";
import { prefetchClientApp } from "./prefetch-client-app";
import { searchAtOnce } from "./search-at-once";

type WindowWithRoutes = Window & { __reactRouterRouteModules?: Record<string, unknown> };

/** Imports the app as React Router's module script does: the manifest and route modules, then the entry. */
async function startClientApp(page: WindowWithRoutes, { manifest, routes, entry }: ClientAppModules): Promise<void> {
  const ids = Object.keys(routes);
  const [, ...modules] = await Promise.all([manifest, ...Object.values(routes)].map((url) => import(/* @vite-ignore */ url)));
  page.__reactRouterRouteModules = Object.fromEntries(ids.map((id, index) => [id, modules[index]]));
  await import(/* @vite-ignore */ entry);
}

const block = document.getElementById(clientAppModulesId);
if (block?.textContent) {
  const modules = JSON.parse(block.textContent) as ClientAppModules;
  const reactAnswers = new AbortController();
  answerTabsAtOnce(window, reactAnswers.signal);
  searchAtOnce(window, reactAnswers.signal);
  document.addEventListener(clientAppStarted, () => reactAnswers.abort(), { once: true });
  const prefetching = new AbortController();
  prefetchClientApp(window, modules.manifest, Object.keys(modules.routes), prefetching.signal);
  hydrateWhenNeeded(window, () => {
    prefetching.abort();
    return startClientApp(window, modules);
  });
}
