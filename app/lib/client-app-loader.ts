/**
 * The script a page with live widgets asks for once it has painted (decisions 020, 093 and 098): the build
 * (server/site/client-app-loader.ts) bundles it into /assets/ and writes, beside it, the page's islands (decision 072)
 * and the modules they load. This prefetches those modules once the page has loaded and imports the islands when the
 * visitor first acts; meanwhile it answers a search (decision 034) itself, and shows only the parts of a chosen tab
 * (the page's first script shows the tab chosen, app/lib/page-start.ts). The presses and keys made before it ran,
 * which the page notes (`actsBeforeLoader`), are answered as it runs.
 */
import { type ClientAppModules, clientAppModulesId } from "./client-app-modules";
import { clientAppStarted } from "./client-app-started";
import { hydrateWhenNeeded, replayActsBeforeLoader } from "./hydrate-when-needed";
import type { StartingPage } from "./page-start";
import { prefetchClientApp } from "./prefetch-client-app";
import { searchAtOnce } from "./search-at-once";

const block = document.getElementById(clientAppModulesId);
if (block?.textContent) {
  const modules = JSON.parse(block.textContent) as ClientAppModules;
  const page: StartingPage = window;
  const early = page.actsBeforeLoader ?? [];
  page.actsBeforeLoader = undefined;
  const tabChosenBefore = early.some((act) => act.target instanceof Element && act.target.closest('[role="tab"]') !== null);
  const reactAnswers = new AbortController();
  searchAtOnce(window, reactAnswers.signal, { tabChosenBefore });
  document.addEventListener(clientAppStarted, () => reactAnswers.abort(), { once: true });
  const prefetching = new AbortController();
  prefetchClientApp(window, modules.modules, prefetching.signal);
  hydrateWhenNeeded(window, () => {
    prefetching.abort();
    return Promise.all(modules.islands.map((island) => import(/* @vite-ignore */ island)));
  });
  replayActsBeforeLoader(early);
}
