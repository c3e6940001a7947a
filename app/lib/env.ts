import type { PublicEnv } from "./public-env";

declare const __PUBLIC_ENV__: PublicEnv;
declare const __BUILD_YEAR__: number;

/**
 * The checked deployment values, baked in at build time by vite.config.ts. A page rendered by the server is rendered
 * for the server's own PUBLIC_ORIGIN, which may differ from the build's: the pages take their origin from the root
 * loader (`originIn`, app/lib/render-context.ts), never from here.
 */
export const publicEnv: PublicEnv = __PUBLIC_ENV__;

/** The year the site was built: the copyright year, the year the pages were last published. */
export const buildYear: number = __BUILD_YEAR__;
