import { publicPagePaths } from "../../../app/lib/page-paths.server";

/** Every page of the site, as the sitemap lists them: read from the one list of pages. */
export const pagePaths = publicPagePaths();

/** The pages whose routes ask for the client app (decision 011): each has a search, tabs or a form. */
export const hydratingPagePaths = new Set(["/faq", "/contact", "/newsletter", "/free-resources", "/visibility-audit"]);
