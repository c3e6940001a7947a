import { expect, it } from "vitest";
import { siteStub, testAppOptions } from "../../scripts/support/site-stub";
import { createApp } from "../../server/app";
import type { StaticSite } from "../../server/http/static-site";
import { onEachStore } from "./support/databases";
import { suiteDatabase } from "./support/suite";

const picture = { ...siteStub.notFoundPage, contentType: "image/jpeg", bodies: { identity: Buffer.from("jpeg") } };
const files = new Set([
  "/newsletter/images/0123456789abcdef0123456789abcdef-email-fdcd646e.jpg",
  "/newsletter/images/0123456789abcdef0123456789abcdef-640w-fdcd646e.webp",
  "/assets/logo-640.webp",
  "/robots.txt",
]);
const site: StaticSite = { ...siteStub, file: (path) => (files.has(path) ? picture : undefined) };

onEachStore("who may load the site's files, on %s", (kind) => {
  const test = suiteDatabase(kind);

  const policyOf = async (path: string) =>
    (await createApp({ db: test.db, ...testAppOptions, site }).request(path)).headers.get("Cross-Origin-Resource-Policy");

  it("lets mail programs and their image proxies load the newsletter's public pictures", async () => {
    for (const path of [...files].filter((each) => each.startsWith("/newsletter/images/")))
      expect(await policyOf(path)).toBe("cross-origin");
  });

  it("keeps every other file, and a picture that does not exist, to the site itself", async () => {
    expect(await policyOf("/assets/logo-640.webp")).toBe("same-origin");
    expect(await policyOf("/robots.txt")).toBe("same-origin");
    expect(await policyOf("/newsletter/images/ffffffffffffffffffffffffffffffff.jpg")).toBe("same-origin");
    expect(await policyOf("/newsletter/issue-1")).toBe("same-origin");
  });
});
