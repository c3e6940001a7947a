import { loadNewsletterIssues } from "../../../app/content/newsletter.server";
import { publicPagePaths } from "../../../app/lib/page-paths.server";

/** Every page of the site, as the sitemap lists them: read from the one list of pages. */
export const pagePaths = publicPagePaths();

/** The pages whose routes ask for the client app (decision 011): each has a search, tabs or a form. */
export const hydratingPagePaths = new Set(["/faq", "/contact", "/newsletter", "/free-resources", "/visibility-audit"]);

/** The issue after the last one published: a newsletter path that does not exist yet, whatever the content holds. */
export const unpublishedIssuePath = `/newsletter/issue-${loadNewsletterIssues().length + 1}`;
