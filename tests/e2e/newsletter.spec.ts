import { loadNewsletterIssues } from "../../app/content/newsletter.server";
import { formatLongDate } from "../../app/lib/dates";
import { expect, test } from "./support/test";

const issues = loadNewsletterIssues();
const latest = issues.at(-1);
if (!latest) throw new Error("the newsletter has no issues");

test.describe("newsletter archive", () => {
  test("shows the tagline, a sized banner, the latest issue, every past issue and the three blurbs", async ({ page }) => {
    await page.goto("/newsletter");
    await expect(
      page.getByText("weekly guide to career transitions, consulting success and strategic professional growth"),
    ).toBeVisible();
    const banner = page.getByRole("img", { name: /newsletter/i });
    await expect(banner).toHaveAttribute("width", /\d+/);
    await expect(banner).toHaveAttribute("height", /\d+/);
    // Drawn at build in AVIF, WebP and PNG: Chromium shows the smallest, the AVIF.
    await expect
      .poll(() => banner.evaluate((image: HTMLImageElement) => (image.naturalWidth > 0 ? image.currentSrc : "")))
      .toMatch(/\.avif$/);
    const latestCard = page.getByRole("region", { name: "Latest Issue" });
    await expect(latestCard).toContainText(`Issue ${latest.number}`);
    await expect(latestCard).toContainText(latest.title);
    const pastIssues = page.getByRole("region", { name: "Past Issues" }).getByRole("article");
    await expect(pastIssues).toHaveCount(issues.length);
    await expect(pastIssues.first()).toContainText(`Issue ${latest.number}`);
    await expect(pastIssues.last()).toContainText("Issue 1 ");
    for (const blurb of ["Weekly Insights", "Strategic Tips", "Community Updates"]) {
      await expect(page.getByRole("heading", { name: blurb })).toBeVisible();
    }
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/newsletter/rss.xml",
    );
  });

  test("shows the past issues two to a row on wide screens and one on phones", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/newsletter");
    const cards = page.getByRole("region", { name: "Past Issues" }).getByRole("article");
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(first?.y).toBe(second?.y);
    await page.setViewportSize({ width: 375, height: 800 });
    const [narrowFirst, narrowSecond] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(narrowSecond?.y).toBeGreaterThan((narrowFirst?.y ?? 0) + (narrowFirst?.height ?? 0) - 1);
  });

  test("archive → latest issue → back to the archive", async ({ page }) => {
    await page.goto("/newsletter");
    await page.getByRole("link", { name: "Read This Issue" }).click();
    await expect(page).toHaveURL(latest.path);
    await expect(page.getByText(`Issue ${latest.number}`, { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Back to Archive" }).first().click();
    await expect(page).toHaveURL("/newsletter");
  });

  test("a past issue's card opens that issue", async ({ page }) => {
    await page.goto("/newsletter");
    const card = page.getByRole("region", { name: "Past Issues" }).getByRole("article").filter({ hasText: "Issue 3 " });
    const title = await card.getByRole("heading").textContent();
    await card.getByRole("link", { name: /Read Issue/ }).click();
    await expect(page).toHaveURL("/newsletter/issue-3");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
  });
});

test.describe("newsletter issue pages", () => {
  for (const issue of [issues[0], issues[3], issues[6], latest].filter((issue) => issue !== undefined)) {
    const { number } = issue;
    test(`issue ${number} has its date, both back links, the next-step block and its neighbours`, async ({ page }) => {
      await page.goto(issue.path);
      await expect(page.getByRole("link", { name: "Back to Archive" })).toHaveCount(2);
      for (const link of await page.getByRole("link", { name: "Back to Archive" }).all())
        await expect(link).toHaveAttribute("href", "/newsletter");
      await expect(page.locator("article time[datetime]").first()).toHaveAttribute("datetime", issue.publishDate);
      await expect(page.locator("article header time")).toHaveText(formatLongDate(issue.publishDate));
      const nextStep = page.getByRole("region", { name: "Ready to Take the Next Step?" });
      await expect(nextStep.getByRole("link", { name: "Book a Session" })).toHaveAttribute("href", "/contact");
      await expect(nextStep.getByRole("link", { name: "Explore Our Philosophy" })).toHaveAttribute("href", "/philosophy");
      const more = page.getByRole("navigation", { name: "More issues" });
      await expect(more.getByRole("link", { name: /Previous issue/ })).toHaveCount(number > 1 ? 1 : 0);
      await expect(more.getByRole("link", { name: /Next issue/ })).toHaveCount(number < latest.number ? 1 : 0);
      const published = await page.locator('meta[property="article:published_time"]').getAttribute("content");
      expect(published).toContain(issue.publishDate);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
      const article = jsonLd["@graph"].find((node: { "@type": string }) => node["@type"] === "Article");
      expect(article).toMatchObject({ datePublished: published, headline: await page.locator("h1").textContent() });
    });
  }

  test("issue 4 links to the quiz and the contact page", async ({ page }) => {
    await page.goto("/newsletter/issue-4");
    const article = page.locator(".prose-article");
    await expect(article.locator('a[href="/quiz"]')).not.toHaveCount(0);
    await expect(article.locator('a[href="/contact"]')).not.toHaveCount(0);
  });

  test("issues from 5 on end with 'Book Your Strategy Session'", async ({ page }) => {
    // The launch issues as the spec describes them: 5 to 11 end with the booking link.
    const closingLink = { fromIssue: 5, text: "Book Your Strategy Session", href: "/contact" };
    for (const issue of issues.filter(({ number }) => number >= closingLink.fromIssue)) {
      await page.goto(issue.path);
      const last = page.locator(".prose-article a").last();
      await expect(last).toHaveText(closingLink.text);
      await expect(last).toHaveAttribute("href", closingLink.href);
    }
  });

  test("the next-issue link moves forward through the series", async ({ page }) => {
    await page.goto("/newsletter/issue-5");
    await page
      .getByRole("navigation", { name: "More issues" })
      .getByRole("link", { name: /Next issue/ })
      .click();
    await expect(page).toHaveURL("/newsletter/issue-6");
    await expect(page.getByText("Issue 6", { exact: true })).toBeVisible();
  });

  test("the feed is served as RSS with an absolute link per issue", async ({ request }) => {
    const response = await request.get("/newsletter/rss.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect([...xml.matchAll(/<item>[\s\S]*?<link>(https?:\/\/[^<]+\/newsletter\/issue-\d+)<\/link>/g)]).toHaveLength(
      issues.length,
    );
  });
});
