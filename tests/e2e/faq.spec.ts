import type { Locator } from "@playwright/test";
import { exposedExpandedState } from "./support/accessibility-tree";
import { expectNoAxeViolations } from "./support/axe";
import { startClientApp } from "./support/client-app";
import { expect, type Page, test } from "./support/test";

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search the questions" });
/** A question's disclosure: its `<details>`, found by the question's words in its summary. */
const question = (page: Page, name: string) => page.locator("details", { has: page.locator("summary", { hasText: name }) });
/** The topics shown: a search hides the others. */
const topics = (page: Page) => page.locator("main section[id^='section-']:visible");

/** The search works once React has hydrated the page, which it does when the visitor first moves or acts. */
async function openHydrated(page: Page, path = "/faq") {
  await page.goto(path);
  await startClientApp(page);
  await page.waitForLoadState("networkidle");
}

async function expectOpen(disclosure: Locator, open: boolean) {
  if (open) await expect(disclosure).toHaveAttribute("open", "");
  else await expect(disclosure).not.toHaveAttribute("open");
}

test.describe("FAQ page", () => {
  test("shows 16 questions in three titled sections with anchors #section-0 to #section-2", async ({ page }) => {
    await openHydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(topics(page)).toHaveCount(3);
    for (const [index, title, count] of [
      [0, "About Your Session", 7],
      [1, "Career & Consulting Transitions", 7],
      [2, "About MOVE OS", 2],
    ] as const) {
      const section = page.locator(`#section-${index}`);
      await expect(section.getByRole("heading", { level: 2, name: title })).toBeVisible();
      await expect(section.getByRole("heading", { level: 3 })).toHaveCount(count);
    }
    await expect(page.getByRole("status")).toHaveText("Showing all 16 questions");
    await expectNoAxeViolations(page);
  });

  test("opens at most one answer per section, and an open answer can be closed", async ({ page }) => {
    await openHydrated(page);
    const first = question(page, "How long is a strategy session, and what does it cost?");
    const second = question(page, "Are sessions held online?");
    const otherSection = question(page, "What is MOVE OS?");

    await first.locator("summary").click();
    await expectOpen(first, true);
    await expect(page.getByText("Each session lasts 60 minutes and costs £199.")).toBeVisible();

    await second.locator("summary").click();
    await expectOpen(second, true);
    await expectOpen(first, false);
    await expect(page.getByText("Each session lasts 60 minutes and costs £199.")).toBeHidden();

    await otherSection.locator("summary").click();
    await expectOpen(otherSection, true);
    await expectOpen(second, true);

    await second.locator("summary").click();
    await expectOpen(second, false);
    await expectNoAxeViolations(page);
  });

  test("questions open and close from the keyboard", async ({ page }) => {
    await openHydrated(page);
    const item = question(page, "Can I reschedule my session?");
    await item.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expectOpen(item, true);
    await expect(item.locator("p")).toBeVisible();
    expect(await exposedExpandedState(item.locator("summary")), "the open state reaches screen readers").toBe(true);
    await page.keyboard.press("Space");
    await expectOpen(item, false);
    expect(await exposedExpandedState(item.locator("summary"))).toBe(false);
  });

  test("search filters live by question or answer, ignoring case, and hides empty sections", async ({ page }) => {
    await openHydrated(page);
    await searchBox(page).fill("REFUND");
    await expect(topics(page)).toHaveCount(1);
    await expect(page.locator("#section-0")).toBeVisible();
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(["What is your refund policy?"]);
    await expect(page.getByRole("status")).toHaveText("1 of 16 questions match “REFUND”");

    // "four shifts" appears only in an answer.
    await searchBox(page).fill("four shifts");
    await expect(topics(page)).toHaveCount(1);
    await expect(page.locator("#section-2")).toBeVisible();
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(["What is MOVE OS?"]);
    await expectNoAxeViolations(page);
  });

  test("when nothing matches, says so and points to the contact page", async ({ page }) => {
    await openHydrated(page);
    await searchBox(page).fill("quantum chromodynamics");
    await expect(topics(page)).toHaveCount(0);
    await expect(page.getByRole("status")).toHaveText("No questions match “quantum chromodynamics”");
    const contact = page.getByRole("main").getByRole("link", { name: "send me your question" });
    await expect(contact).toHaveAttribute("href", "/contact");
    await expectNoAxeViolations(page);
    await contact.click();
    await expect(page).toHaveURL("/contact");
  });

  test("keeps the search in the URL without adding history entries, and restores it on reload", async ({ page }) => {
    await openHydrated(page);
    const before = await page.evaluate(() => history.length);
    await searchBox(page).pressSequentially("refund");
    await expect(page).toHaveURL("/faq?q=refund");
    expect(await page.evaluate(() => history.length)).toBe(before);

    await page.reload();
    await expect(searchBox(page)).toHaveValue("refund");
    await expect(page.getByRole("status")).toHaveText("1 of 16 questions match “refund”");
    await expect(topics(page)).toHaveCount(1);

    await searchBox(page).fill("");
    await expect(page).toHaveURL("/faq");
    await expect(topics(page)).toHaveCount(3);
  });

  test("a shared link with a search opens filtered", async ({ page }) => {
    await openHydrated(page, "/faq?q=reschedule");
    await expect(searchBox(page)).toHaveValue("reschedule");
    await expect(topics(page)).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test("the closing call to action links to the contact page", async ({ page }) => {
    await openHydrated(page);
    const cta = page.getByRole("region", { name: "Still have a question?" });
    await expect(cta.getByRole("link", { name: "Ask Your Question" })).toHaveAttribute("href", "/contact");
  });

  test("the prerendered page carries FAQPage structured data with all 16 questions", async ({ request }) => {
    const html = await (await request.get("/faq")).text();
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(json).toBeDefined();
    const graph: { "@type": string; mainEntity?: unknown[] }[] = JSON.parse(json ?? "{}")["@graph"];
    const faqPage = graph.find((node) => node["@type"] === "FAQPage");
    expect(faqPage?.mainEntity).toHaveLength(16);
  });
});

test.describe("FAQ page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every question is there and opens to its answer, one per topic", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 3 })).toHaveCount(16);
    await page.locator("summary", { hasText: "How long is a strategy session, and what does it cost?" }).click();
    await expect(page.getByText("Each session lasts 60 minutes and costs £199.")).toBeVisible();
    await page.locator("summary", { hasText: "Are sessions held online?" }).click();
    await expect(page.getByText("Each session lasts 60 minutes and costs £199.")).toBeHidden();
    await page.locator("summary", { hasText: "What is MOVE OS?" }).click();
    await expect(page.getByText("MOVE OS is the career and business system I created")).toBeVisible();
  });
});
