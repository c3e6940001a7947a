import { contentSlotHtml, serverPageSlots } from "../../app/lib/server-page-slots";
import type { AppOptions } from "../../server/app";
import type { StaticSite } from "../../server/http/static-site";

/** The shell with its two slots, and nothing else of the site's frame. */
const serverPageShellStub = `<title>${serverPageSlots.title}</title><main>${contentSlotHtml}</main>`;

const page = {
  contentType: "text/html",
  cacheControl: "no-cache",
  etag: '"x"',
  contentSecurityPolicy: "default-src 'none'",
  bodies: { identity: Buffer.from("<h1>page</h1>") },
};

/** A built site of one page, for tests of the server that need no real build. */
export const siteStub: StaticSite = {
  file: () => undefined,
  page: () => undefined,
  notFoundPage: page,
  serverPageShell: { ...page, bodies: { identity: Buffer.from(serverPageShellStub) } },
  adminShell: { ...page, cacheControl: "no-store" },
};

/** Everything createApp needs but a database, as tests want it: no build, no rate limit, plain HTTP. */
export const testAppOptions: Omit<AppOptions, "db"> = {
  site: siteStub,
  rateLimitPerMinute: 0,
  trustProxy: false,
  publicOrigin: "http://localhost:3000",
};
