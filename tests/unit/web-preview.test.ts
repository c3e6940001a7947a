import { describe, expect, it } from "vitest";
import { loadNewsletterIssues } from "../../app/content/newsletter.server";
import type { StaticFile, StaticSite } from "../../server/http/static-site";
import { siteContentFrom } from "../../server/newsletter/site-content";
import { webPreview } from "../../server/newsletter/web-preview";
import { seedIssueRows } from "../server/support/newsletter-issue";

const issues = loadNewsletterIssues();
const latest = issues.at(-1);
const beforeLatest = issues.at(-2);
const template =
  '<html><head><title>Old title | Brand</title></head><body><p>Issue <!-- -->11</p><h1 class="title">Old title</h1>' +
  '<time dateTime="2025-01-01">1 January 2025</time><div class="prose-article">Old words.</div>' +
  '<section aria-labelledby="next-step"></section>' +
  `<nav aria-label="More issues" class="mt-12"><a href="${beforeLatest?.path}">Previous issue Issue ${beforeLatest?.number}: ${beforeLatest?.title}</a></nav>` +
  '<footer><a href="https://www.linkedin.com/in/x">Claire Whitmore on LinkedIn</a><p>Claire</p></footer></body></html>';
const latestPath = latest?.path;
const content = siteContentFrom({}, seedIssueRows());
const site = {
  page: (urlPath: string) =>
    urlPath === latestPath ? ({ bodies: { identity: Buffer.from(template) } } as StaticFile) : undefined,
} as StaticSite;

describe("the web preview of an issue", () => {
  it("shows a title with $', $& and $` as written, once, never repeating the page around it", () => {
    const title = "Costs $' and $& and $` and $1 here";
    const html = webPreview(site, content, { title, summary: "", description: "", body: "New words." }, 12, "2026-11-26", {});
    const escaped = "Costs $&#39; and $&amp; and $` and $1 here";
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<p>Issue <!-- -->12</p><h1 class="title">${escaped}</h1>`);
    expect(html.split("<p>Issue").length - 1).toBe(1);
    expect(html).toContain('<time dateTime="2026-11-26">');
    expect(html).not.toContain("Old");
  });

  it("names the latest published issue as the previous one of a new issue, and an old issue's own neighbours", () => {
    const fields = { title: "New", summary: "", description: "", body: "New words." };
    const next = webPreview(site, content, fields, (latest?.number ?? 0) + 1, "2026-11-26", {});
    expect(next).toMatch(new RegExp(`Previous issue.*Issue (<!-- -->)?${latest?.number}(<!-- -->)?: `));
    expect(next).not.toContain(`Issue ${beforeLatest?.number}:`);
    expect(next).not.toContain("Next issue");
    const fifth = webPreview(site, content, fields, 5, "2025-05-08", {});
    expect(fifth).toContain('href="/newsletter/issue-4"');
    expect(fifth).toContain('href="/newsletter/issue-6"');
  });

  it("shows the name she has just saved, not the one the live page was rendered with while the render is under way", () => {
    const fields = { title: "New", summary: "", description: "", body: "New words." };
    const renamed = siteContentFrom({ "coach.name": "Priya O'Neill", "coach.firstName": "Priya" }, seedIssueRows());
    const html = webPreview(site, renamed, fields, 12, "2026-11-26", {});
    expect(html).toContain("Priya O&#39;Neill on LinkedIn</a><p>Priya</p></footer>");
    expect(html).not.toContain("Claire");
    // A page rendered with her name already: nothing to replace.
    expect(webPreview(site, content, fields, 12, "2026-11-26", {})).toContain("Claire Whitmore on LinkedIn");
  });
});
