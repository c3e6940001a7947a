import { loadNewsletterIssues, type NewsletterSummary } from "../content/newsletter.server";
import { type PagesWords, pagePaths, pagesOf, pagesSeed } from "../content/pages";
import { defaultSite, type Site } from "../content/site";

/**
 * The one list of the site's pages: the fixed pages of app/content/pages.ts, then one page per
 * newsletter issue. The prerender, the sitemap, the social cards, the end-to-end per-page checks,
 * `npm run bench:web` and `npm run check:headers` all read it; a unit test fails when a route in
 * app/routes.ts is neither in it nor in `unlistedRoutes`.
 */

export interface PublicPage {
  path: string;
  /** The title its social card shows. */
  title: string;
}

/** Where the not-found page is prerendered; the server sends it with status 404. */
export const notFoundPagePath = pagePaths.notFound;

/** Where the frame of the pages the server answers with itself is prerendered (app/routes/server-page-shell.tsx). */
export const serverPageShellPath = "/_server-page";

/** Pages whose paths do not depend on content, in sitemap order, titled as her `words` say with `site` filled in. */
const staticPagesOf = (site: Site, words: PagesWords): PublicPage[] =>
  Object.values(pagesOf(site, words)).filter((page) => page.path !== notFoundPagePath);

/** Files generated from routes rather than pages. */
export const generatedFilePaths = ["/sitemap.xml", "/robots.txt", "/newsletter/rss.xml"] as const;

export interface UnlistedRoute {
  /** The route's path; every route at or under it counts as unlisted. */
  path: string;
  /** Why it is not a public prerendered page. */
  reason: string;
}

/**
 * Routes in app/routes.ts that are deliberately not public prerendered pages, so not in the
 * sitemap, the social cards or the per-page checks. A new route of that kind (a back office,
 * a confirmation link's landing, a redirect) is registered here with its reason.
 */
export const unlistedRoutes: UnlistedRoute[] = [
  { path: "/quiz", reason: "a permanent redirect to the quiz page, answered by the server" },
  { path: "/admin", reason: "the back office: signed-in screens rendered in the browser, noindex, never cached" },
  { path: serverPageShellPath, reason: "the frame the server fills for the pages it answers itself; never served as it is" },
];

type IssuePage = Pick<NewsletterSummary, "path" | "title">;

/**
 * Every public page, in sitemap order: the static pages titled as her `words` say (the seed's by default) with `site`
 * filled in (her name is in the About page's), then each newsletter issue (the repository's by default).
 */
export function publicPages(
  site: Site,
  issues: readonly IssuePage[] = loadNewsletterIssues(),
  words: PagesWords = pagesSeed,
): PublicPage[] {
  return [...staticPagesOf(site, words), ...issues.map(({ path, title }) => ({ path, title }))];
}

/** Every public page's path: no path depends on her settings, so the defaults give them. */
export function publicPagePaths(issues?: readonly IssuePage[]): string[] {
  return publicPages(defaultSite, issues).map((page) => page.path);
}

/** Everything the build prerenders, or the server's render with the issues it was handed. */
export function prerenderPaths(issues?: readonly IssuePage[]): string[] {
  return [...publicPagePaths(issues), notFoundPagePath, serverPageShellPath, ...generatedFilePaths];
}
