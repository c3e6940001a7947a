/**
 * Decisions 046 and 053: what the site says and the origin it is rendered for are handed to whatever shows them
 * (the load context, `siteOf(db)`, `SiteContent`), never installed on `globalThis` for modules to read at import.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const sourceFiles = ["app", "server"].flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(ts|tsx)$/.test(name))
    .map((name) => path.join(folder, name)),
);

/** The globals of the site's own a source reads or sets (`globalThis.__NAME__`, however cast). */
const globalsIn = (source: string) => [...source.matchAll(/globalThis\b[^;\n]*?\.\s*(__\w+)/g)].map((match) => match[1]);

it("reads no setting, origin or content from globalThis in app/ or server/", () => {
  expect(sourceFiles.length).toBeGreaterThan(100);
  const found = sourceFiles.flatMap((file) => globalsIn(readFileSync(file, "utf8")).map((name) => `${file}: ${name}`));
  expect(found).toEqual([]);
});

it("finds a global however it is written", () => {
  expect(globalsIn("const origin = (globalThis as { __RENDERED_ORIGIN__?: string }).__RENDERED_ORIGIN__;")).toEqual([
    "__RENDERED_ORIGIN__",
  ]);
  expect(globalsIn("globalThis.__SITE_SETTINGS__ = saved;")).toEqual(["__SITE_SETTINGS__"]);
  expect(globalsIn("const name = globalThis.location.hostname;")).toEqual([]);
});
