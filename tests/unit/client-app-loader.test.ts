import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  islandScriptsIn,
  islandsOfPage,
  pageStartIn,
  withIslands,
  writeClientAppLoader,
} from "../../server/site/client-app-loader";

const page =
  '<html><body><main><div data-island="faq-search"><search>…</search></div><script type="application/json">{}</script></main></body></html>';
const modules = {
  islands: ["/assets/island-faq-search-AAAA.js"],
  modules: ["/assets/island-faq-search-AAAA.js", "/assets/island-chunk-BBBB.js"],
};

describe("the islands and their loader, written into the built pages", () => {
  it("finds the islands a page holds by the attribute that marks each", () => {
    expect(islandsOfPage(page)).toEqual(["faq-search"]);
    expect(islandsOfPage("<html><body><main>About</main></body></html>")).toEqual([]);
  });

  it("finds each island's script in the build's assets, and not the chunks they share", () => {
    const assets = mkdtempSync(path.join(tmpdir(), "islands-"));
    try {
      for (const file of [
        "island-faq-search-ABC123.js",
        "island-audit-tabs-DEF456.js",
        "island-chunk-GHI789.js",
        "entry.client-X.js",
      ]) {
        writeFileSync(path.join(assets, file), "");
      }
      expect(Object.fromEntries(islandScriptsIn(assets))).toEqual({
        "faq-search": "/assets/island-faq-search-ABC123.js",
        "audit-tabs": "/assets/island-audit-tabs-DEF456.js",
      });
    } finally {
      rmSync(assets, { recursive: true, force: true });
    }
  });

  it("writes the islands' modules as data and, at the page's end, the code that asks for the loader, and no script file", async () => {
    const build = mkdtempSync(path.join(tmpdir(), "build-"));
    try {
      mkdirSync(path.join(build, "assets"));
      await writeClientAppLoader(build);
      const loader = readdirSync(path.join(build, "assets")).find((file) => file.startsWith("client-app-loader-"));
      const written = withIslands(page, modules, pageStartIn(path.join(build, "assets")));
      expect(written).not.toMatch(/<script[^>]*\ssrc=/);
      expect(written).not.toMatch(/<link[^>]*client-app-loader/);
      expect(written).toMatch(/<script type="module">[^<]*<\/script><\/body>/);
      expect(written).toContain(`import("/assets/${loader}")`);
      const data = written.match(/<script type="application\/json" id="client-app-modules">([^<]*)<\/script>/)?.[1];
      expect(JSON.parse(data ?? "null")).toEqual(modules);
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });

  it("leaves a page without islands as it is", () => {
    const reading = "<html><body><main>About</main></body></html>";
    expect(withIslands(reading, { islands: [], modules: [] }, "startPage()")).toBe(reading);
  });
});
