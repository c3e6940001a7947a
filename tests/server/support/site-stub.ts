import type { StaticSite } from "../../../server/static-site";

const page = {
  contentType: "text/html",
  cacheControl: "no-cache",
  etag: '"x"',
  contentSecurityPolicy: "default-src 'none'",
  bodies: { identity: Buffer.from("<h1>page</h1>") },
};

/** A built site of one page, for tests of the server that need no real build. */
export const siteStub: StaticSite = { file: () => undefined, page: () => undefined, notFoundPage: page };
