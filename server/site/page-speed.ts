/**
 * Rewrites of prerendered pages so the first paint needs nothing but the HTML.
 * Lighthouse (npm run bench:web) measured both: the stylesheet link blocks rendering
 * until the CSS arrives, and the modulepreload links in <head> compete with it and
 * with the HTML itself on a slow connection. The module scripts at the end of <body>
 * still load every module, so hydration is unchanged.
 */

const headPattern = /<head>[\s\S]*?<\/head>/;
const stylesheetLinkPattern = /<link rel="stylesheet" href="\/assets\/[^"]+\.css"\/>/g;
const modulePreloadPattern = /<link rel="modulepreload" href="[^"]+"\/>/g;

function rewriteHead(html: string, rewrite: (head: string) => string): string {
  const head = html.match(headPattern)?.[0];
  if (!head) throw new Error("The page has no <head>");
  return html.replace(head, () => rewrite(head));
}

/**
 * Replaces the local stylesheet links in <head> with one <style> element holding the page's
 * own stylesheet (server/site/page-stylesheet.ts), where the first link was: one element, so
 * a Content-Security-Policy can allow it by a single hash.
 */
export function inlineStylesheets(html: string, stylesheet: string): string {
  if (/<\/style/i.test(stylesheet))
    throw new Error('The stylesheet contains "</style", which would end the inlined <style> early');
  return rewriteHead(html, (head) => {
    let first = true;
    return head.replace(stylesheetLinkPattern, () => {
      if (!first) return "";
      first = false;
      return `<style>${stylesheet}</style>`;
    });
  });
}

/** Drops every script: for a page that must work, and does, without JavaScript. */
export function removeScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
}

/** Drops the modulepreload links from <head>; the module scripts themselves stay. */
export function removeModulePreloads(html: string): string {
  return rewriteHead(html, (head) => head.replace(modulePreloadPattern, ""));
}
