import type { PublicEnv } from "./public-env";

declare const __PUBLIC_ENV__: PublicEnv;
declare const __BUILD_YEAR__: number;

/**
 * The origin the server's renderer renders for (server/site/render-worker.ts, decision 038): the server's own
 * PUBLIC_ORIGIN, which may differ from the one the build was made for. Never set in the browser or a build.
 */
const renderedOrigin = (globalThis as { __RENDERED_ORIGIN__?: string }).__RENDERED_ORIGIN__;

/** The checked deployment values, baked in at build time by vite.config.ts. */
export const publicEnv: PublicEnv = renderedOrigin ? { ...__PUBLIC_ENV__, PUBLIC_ORIGIN: renderedOrigin } : __PUBLIC_ENV__;

/** The year the site was built: the copyright year, the year the pages were last published. */
export const buildYear: number = __BUILD_YEAR__;
