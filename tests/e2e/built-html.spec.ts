import { pagePaths } from "./support/routes";
import { expect, test } from "./support/test";

/** What search engines and social sites read from each page's HTML, before any JavaScript. */
test.describe("the HTML of every page", () => {
  test("carries a unique title, a good description, absolute canonical and image URLs, one h1 and a connected JSON-LD graph", async ({
    request,
  }) => {
    const titles = new Set<string>();
    for (const path of pagePaths) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
      expect(title, path).not.toBe("");
      expect(titles.has(title), `${path} repeats the title "${title}"`).toBe(false);
      titles.add(title);

      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      const decoded = description.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");
      expect(decoded.length, `${path} description length`).toBeGreaterThanOrEqual(50);
      expect(decoded.length, `${path} description length`).toBeLessThanOrEqual(160);

      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "";
      expect(new URL(canonical).pathname, path).toBe(path);

      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
      const imageResponse = await request.get(new URL(image).pathname);
      expect(imageResponse.status(), `${path} og:image ${image}`).toBe(200);
      expect(imageResponse.headers()["content-type"]).toMatch(/^image\//);

      expect(html.match(/<h1[\s>]/g), `${path} h1 count`).toHaveLength(1);

      const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      expect(scripts, path).toHaveLength(1);
      const graph = JSON.parse(scripts[0]?.[1] ?? "{}")["@graph"] as Record<string, unknown>[];
      const defined = new Set(graph.map((node) => node["@id"]));
      const references = [...(scripts[0]?.[1] ?? "").matchAll(/\{"@id":"([^"]+)"\}/g)].map((match) => match[1]);
      for (const reference of references) expect(defined, `${path} refers to ${reference}`).toContain(reference);
      expect(graph.map((node) => node["@type"])).toEqual(expect.arrayContaining(["WebSite", "ProfessionalService", "Person"]));
      if (path !== "/")
        expect(
          graph.map((node) => node["@type"]),
          path,
        ).toContain("BreadcrumbList");
    }
  });

  test("the not-found page asks not to be indexed", async ({ request }) => {
    const html = await (await request.get("/missing-page")).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });
});
