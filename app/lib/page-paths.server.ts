import { loadNewsletterIssues } from "../content/newsletter.server";

/** Pages whose paths do not depend on content. */
export const staticPagePaths = [
  "/",
  "/services",
  "/about",
  "/philosophy",
  "/faq",
  "/contact",
  "/newsletter",
  "/free-resources",
  "/visibility-audit",
  "/hidden-job-market-quiz",
  "/privacy",
] as const;

/** Where the not-found page is prerendered; the server sends it with status 404. */
export const notFoundPagePath = "/404";

/** Files generated from routes rather than pages. */
export const generatedFilePaths = ["/sitemap.xml", "/robots.txt", "/newsletter/rss.xml"] as const;

/** Every public page, in sitemap order: the static pages, then each newsletter issue. */
export function publicPagePaths(newsletterFolder?: string): string[] {
  return [...staticPagePaths, ...loadNewsletterIssues(newsletterFolder).map((issue) => issue.path)];
}

/** Everything the build prerenders. */
export function prerenderPaths(): string[] {
  return [...publicPagePaths(), notFoundPagePath, ...generatedFilePaths];
}
