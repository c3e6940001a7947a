import { describe, expect, it } from "vitest";
import type { StaticFile, StaticSite } from "../../server/http/static-site";
import { newsletterIssues } from "../../server/newsletter/edition";
import { webPreview } from "../../server/publishing/web-preview";

const template =
  '<html><head><title>Old title | Brand</title></head><body><p>Issue <!-- -->11</p><h1 class="title">Old title</h1>' +
  '<time dateTime="2025-01-01">1 January 2025</time><div class="prose-article">Old words.</div>' +
  '<section aria-labelledby="next-step"></section></body></html>';
const latestPath = newsletterIssues().at(-1)?.path;
const site = {
  page: (urlPath: string) =>
    urlPath === latestPath ? ({ bodies: { identity: Buffer.from(template) } } as StaticFile) : undefined,
} as StaticSite;

describe("the web preview of an issue", () => {
  it("shows a title with $', $& and $` as written, once, never repeating the page around it", () => {
    const title = "Costs $' and $& and $` and $1 here";
    const html = webPreview(site, { title, summary: "", description: "", body: "New words." }, 12, "2026-11-26");
    const escaped = "Costs $&#39; and $&amp; and $` and $1 here";
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<p>Issue <!-- -->12</p><h1 class="title">${escaped}</h1>`);
    expect(html.split("Issue").length - 1).toBe(1);
    expect(html).toContain('<time dateTime="2026-11-26">');
    expect(html).not.toContain("Old");
  });
});
