/**
 * The script a page with live widgets runs once it has painted (decisions 020 and 093): the build
 * (server/site/client-app-loader.ts) bundles it into /assets/ and writes, beside it, the page's islands (decision 072)
 * and the modules they load. This prefetches those modules once the page has loaded and imports the islands when the
 * visitor first acts; meanwhile it answers a press on a tab (decision 023) and a search (decision 034) itself. The
 * presses and keys made before it ran, which the page notes (`actsBeforeLoader`), are answered as it runs.
 */
import { answerTabsAtOnce } from "./answer-tabs-at-once";
import { type ClientAppModules, clientAppModulesId } from "./client-app-modules";
import { clientAppStarted } from "./client-app-started";
import { hydrateWhenNeeded, replayActsBeforeLoader } from "./hydrate-when-needed";
import { prefetchClientApp } from "./prefetch-client-app";
import { searchAtOnce } from "./search-at-once";

const block = document.getElementById(clientAppModulesId);
if (block?.textContent) {
  const modules = JSON.parse(block.textContent) as ClientAppModules;
  const reactAnswers = new AbortController();
  answerTabsAtOnce(window, reactAnswers.signal);
  searchAtOnce(window, reactAnswers.signal);
  document.addEventListener(clientAppStarted, () => reactAnswers.abort(), { once: true });
  const prefetching = new AbortController();
  prefetchClientApp(window, modules.modules, prefetching.signal);
  hydrateWhenNeeded(window, () => {
    prefetching.abort();
    return Promise.all(modules.islands.map((island) => import(/* @vite-ignore */ island)));
  });
  const noted = window as { actsBeforeLoader?: Event[] };
  const early = noted.actsBeforeLoader ?? [];
  noted.actsBeforeLoader = undefined;
  replayActsBeforeLoader(early);
}
