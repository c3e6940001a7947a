import { pagePaths } from "./support/routes";
import { expect, test } from "./support/test";

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? "";

/** Width and height from a PNG's header (its IHDR chunk), or null when the file is not a PNG. */
function pngSize(file: Buffer): { width: number; height: number } | null {
  if (!file.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return null;
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

/** What search engines and social sites read from each page's HTML, before any JavaScript. */
test.describe("the HTML of every page", () => {
  test("carries a unique title, a good description, an absolute canonical URL, one h1 and a connected JSON-LD graph", async ({
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

  test("shares each page with a card of its own: a 1200 × 630 PNG with a text alternative", async ({ request }) => {
    const cards = new Set<string>();
    for (const path of pagePaths) {
      const html = await (await request.get(path)).text();
      const image = metaContent(html, "og:image");
      expect(new URL(image).origin, path).toMatch(/^https?:/);
      expect(cards.has(image), `${path} shares ${image} with another page`).toBe(false);
      cards.add(image);
      expect(metaContent(html, "twitter:image"), path).toBe(image);

      const response = await request.get(new URL(image).pathname);
      expect(response.status(), `${path} og:image ${image}`).toBe(200);
      expect(pngSize(await response.body()), image).toEqual({ width: 1200, height: 630 });
      expect([metaContent(html, "og:image:width"), metaContent(html, "og:image:height")], path).toEqual(["1200", "630"]);
      expect(metaContent(html, "og:image:alt").length, `${path} og:image:alt`).toBeGreaterThan(20);
    }
  });

  test("offers every picture in AVIF and WebP with a PNG fallback, and serves every file it names", async ({ request }) => {
    const served = new Map<string, string>();
    let pictures = 0;
    for (const path of pagePaths) {
      const html = await (await request.get(path)).text();
      for (const [picture = ""] of html.matchAll(/<picture>[\s\S]*?<\/picture>/g)) {
        pictures += 1;
        const avif = /<source type="image\/avif" srcSet="([^"]+)"/.exec(picture)?.[1];
        const webp = /<source type="image\/webp" srcSet="([^"]+)"/.exec(picture)?.[1];
        const img = /<img [^>]*\bsrc="([^"]+)" srcSet="([^"]+)"/.exec(picture);
        expect(avif, `${path}: ${picture}`).toBeDefined();
        expect(webp, `${path}: ${picture}`).toBeDefined();
        expect(img, `${path}: ${picture}`).not.toBeNull();
        const urls = (srcSet = "") => srcSet.split(", ").map((candidate) => candidate.split(" ")[0] ?? "");
        for (const url of urls(avif)) served.set(url, "image/avif");
        for (const url of urls(webp)) served.set(url, "image/webp");
        for (const url of [img?.[1], ...urls(img?.[2])]) served.set(url ?? "", "image/png");
      }
    }
    // The coach's portrait, the newsletter banner and the seven resource thumbnails.
    expect(pictures).toBeGreaterThanOrEqual(9);
    for (const [url, contentType] of served) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"], url).toBe(contentType);
    }
  });

  test("the not-found page asks not to be indexed", async ({ request }) => {
    const html = await (await request.get("/missing-page")).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });
});
