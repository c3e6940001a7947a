import { publicPagePaths } from "../../../app/lib/page-paths.server";

/** Every page of the site, as the sitemap lists them: read from the one list of pages. */
export const pagePaths = publicPagePaths();
