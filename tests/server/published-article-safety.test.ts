import { describe, expect, it } from "vitest";
import { loadNewsletterIssues, newsletterFolder } from "../../app/content/newsletter.server";
import { siteContentFrom } from "../../server/newsletter/site-content";
import { readyIssue } from "./support/newsletter-issue";

const hostile = [
  "<script>alert('script')</script>",
  '<img src="/x.png" alt="x" onerror="alert(\'onerror\')">',
  "<a href=\"javascript:alert('raw link')\">raw</a>",
  '<p onclick="alert(\'click\')" style="color:red">styled</p>',
  '<iframe src="https://evil.example"></iframe>',
].join("\n\n");

describe("an article written in the back office, as the build renders it", () => {
  const body = `${hostile}\n\n${readyIssue.body}`;
  const content = siteContentFrom({}, [
    { ...readyIssue, body, id: 1, number: 12, publishDate: "2026-11-25", origin: "written-here" },
  ]);
  const html = content.issues.at(-1)?.issue.html ?? "";

  it("never carries script, event handlers, inline styles, frames or javascript: links as code", () => {
    expect(html).not.toMatch(/<script|<iframe|\sonerror=|\sonclick=|\sstyle=|javascript:/i);
  });

  it("keeps the words, the image and the site's own links", () => {
    expect(html).toContain('<img src="/x.png" alt="x" />');
    expect(html).toContain("styled");
    expect(html).toContain('<a href="/contact">Book Your Strategy Session</a>');
  });

  it("refuses a Markdown javascript: link outright: the issue is left out, with the reason", () => {
    const trap = `[a trap](javascript:alert('link'))\n\n${readyIssue.body}`;
    const { issues, skipped } = siteContentFrom({}, [
      { ...readyIssue, body: trap, id: 1, number: 12, publishDate: "2026-11-25", origin: "written-here" },
    ]);
    expect(issues.map(({ issue }) => issue.number)).not.toContain(12);
    expect(skipped).toEqual([
      { file: "issue-12.md", reason: `the link "a trap" goes to "javascript:alert('link')", which is not a web address` },
    ]);
  });

  it("leaves the repository's own issues as their authors wrote them", () => {
    const own = loadNewsletterIssues(newsletterFolder, undefined);
    expect(own.find((issue) => issue.number === 4)?.html).toContain('href="/quiz"');
  });
});
