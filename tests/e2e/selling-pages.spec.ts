import { defaultSite as site } from "../../app/content/site";
import { exposedExpandedState } from "./support/accessibility-tree";
import { expectNoAxeViolations } from "./support/axe";
import { careerSession, consultingSession, linkHref, sessionHref } from "./support/counted-links";
import { expect, type Page, test } from "./support/test";

/** The element sits just below the sticky header, not hidden under it. */
async function expectBelowStickyHeader(page: Page, selector: string) {
  await expect
    .poll(async () => {
      const headerBottom = await page.locator("body > header").evaluate((el) => el.getBoundingClientRect().bottom);
      const top = await page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
      return top >= headerBottom && top <= headerBottom + 80;
    })
    .toBe(true);
}

/** The page's schema.org nodes of one type, from its single JSON-LD graph. */
async function jsonLdNodes(page: Page, type: string) {
  const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}")["@graph"];
  return graph.filter((node: { "@type": string }) => node["@type"] === type);
}

// Each selling page's one h1, its axe scan and its links that leave the site are checked on its one visit in
// tests/e2e/site.spec.ts (decision 081).
test.describe("services", () => {
  test("each session card shows its terms and books through its own scheduling page", async ({ page }) => {
    await page.goto("/services");
    const career = page.locator("#career-clarity");
    const consulting = page.locator("#consulting-jumpstart");
    await expect(career.getByRole("heading", { name: "Career Clarity Sprint" })).toBeVisible();
    await expect(consulting.getByRole("heading", { name: "Corporate to Consultant Jumpstart" })).toBeVisible();
    for (const card of [career, consulting]) {
      await expect(card).toContainText("60 minutes");
      await expect(card).toContainText("£199");
      await expect(card).toContainText("Strategy Map");
      await expect(card).toContainText("Two weeks of e-mail support");
    }
    await expect(career.getByRole("link", { name: /Book the Career Clarity Sprint/ })).toHaveAttribute(
      "href",
      sessionHref(careerSession, "/services"),
    );
    await expect(consulting.getByRole("link", { name: /Book the Corporate to Consultant Jumpstart/ })).toHaveAttribute(
      "href",
      sessionHref(consultingSession, "/services"),
    );
    for (const term of ["100% virtual", "24 hours' notice or more", "Non-refundable once delivered"]) {
      await expect(page.getByText(term, { exact: false })).toBeVisible();
    }
  });

  test("links to the 2-minute quiz and to the philosophy page", async ({ page }) => {
    await page.goto("/services");
    const quiz = page.getByRole("link", { name: /2-minute quiz/ });
    await expect(quiz).toHaveAttribute("href", linkHref("twoMinuteQuiz", "/services"));
    await expect(quiz).toHaveAttribute("target", "_blank");
    await page.getByRole("link", { name: "How MOVE OS works" }).click();
    await expect(page).toHaveURL("/philosophy");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("MOVE OS");
  });

  test("arriving at #consulting-jumpstart shows that card just below the sticky header", async ({ page }) => {
    await page.goto("/services#consulting-jumpstart");
    await expectBelowStickyHeader(page, "#consulting-jumpstart");
  });

  test("the jump links at the top scroll to each card", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("link", { name: "Corporate to Consultant Jumpstart", exact: true }).click();
    await expect(page).toHaveURL(/#consulting-jumpstart$/);
    await expectBelowStickyHeader(page, "#consulting-jumpstart");
  });

  test("the accordion opens, moves and closes by keyboard, one answer at a time", async ({ page }) => {
    await page.goto("/services");
    const length = page.locator("summary", { hasText: "How long is a session?" });
    const after = page.locator("summary", { hasText: "What happens after the session?" });
    const lengthAnswer = page.getByText(/Each session lasts 60 minutes and takes place by video call/);
    const afterAnswer = page.getByText(/you receive your Strategy Map/);
    await length.focus();
    await page.keyboard.press("Enter");
    await expect(lengthAnswer).toBeVisible();
    expect(await exposedExpandedState(length)).toBe(true);

    await page.keyboard.press("Tab");
    await expect(after).toBeFocused();
    await page.keyboard.press("Space");
    await expect(afterAnswer).toBeVisible();
    await expect(lengthAnswer).toBeHidden();
    expect(await exposedExpandedState(length)).toBe(false);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Enter");
    await expect(afterAnswer).toBeHidden();
    expect(await exposedExpandedState(after)).toBe(false);
  });

  test("publishes each session as a Service with a £199 offer", async ({ page }) => {
    await page.goto("/services");
    const services = await jsonLdNodes(page, "Service");
    expect(services.map((service: { name: string }) => service.name)).toEqual([
      "Career Clarity Sprint",
      "Corporate to Consultant Jumpstart",
    ]);
    for (const service of services) {
      expect(service.offers).toMatchObject({ "@type": "Offer", price: 199, priceCurrency: "GBP" });
    }
  });
});

test.describe("about", () => {
  test("shows the portrait, credentials, six testimonials and the links onward", async ({ page }) => {
    await page.goto("/about");
    const portrait = page.getByRole("main").getByRole("img").first();
    await expect(portrait).toHaveAttribute("alt", /.{20,}/);
    expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole("heading", { name: "10,000+ Coaching Hours" })).toBeVisible();
    await expect(page.getByRole("region", { name: "What clients say about working with me" }).getByRole("figure")).toHaveCount(6);
    await expect(page.getByRole("link", { name: /See the session.*Career Change & Reinvention/ })).toHaveAttribute(
      "href",
      "/services#career-clarity",
    );
    await expect(page.getByRole("link", { name: /See the session.*Corporate to Consultant/ })).toHaveAttribute(
      "href",
      "/services#consulting-jumpstart",
    );
    await expect(page.getByRole("heading", { name: "Why I Created MOVE OS" })).toBeVisible();

    await page.getByRole("link", { name: "See how MOVE OS works" }).click();
    await expect(page).toHaveURL("/philosophy");
    await page.goBack();
    await page.getByRole("link", { name: "Get in Touch", exact: true }).click();
    await expect(page).toHaveURL("/contact");
  });
});

test.describe("philosophy", () => {
  test("explains the four shifts and two nine-step roadmaps under their anchors", async ({ page }) => {
    await page.goto("/philosophy");
    for (const shift of ["Market Intelligence", "Opportunity Mapping", "Visibility & Engagement", "Execution & Outreach"]) {
      await expect(page.getByRole("heading", { name: shift })).toBeVisible();
    }
    for (const id of ["career-roadmap", "business-roadmap"]) {
      await expect(page.locator(`#${id}`).getByRole("list", { name: /steps/ }).getByRole("listitem")).toHaveCount(9);
    }
    await expect(page.locator("#career-roadmap")).toContainText("Phase 1: Reclaim Direction");
    await expect(page.locator("#business-roadmap")).toContainText("Phase 3: Show Up + Get Paid");
    await expect(page.locator("#business-roadmap")).toContainText("first 3–5 paying clients");
  });

  test("arriving at #business-roadmap shows that roadmap just below the sticky header", async ({ page }) => {
    await page.goto("/philosophy#business-roadmap");
    await expectBelowStickyHeader(page, "#business-roadmap");
  });

  test("a step's description opens from the keyboard above its button, and closes with Escape", async ({ page }) => {
    await page.goto("/philosophy");
    const description = /Review your experience, achievements and what has changed for you/;
    await page.getByRole("button", { name: "Set Your Non-Negotiables" }).focus();
    await page.keyboard.press("Shift+Tab");
    const step = page.getByRole("button", { name: "Take Stock" });
    await expect(step).toBeFocused();
    const popover = page.locator(":popover-open");
    await expect(popover).toHaveCount(0);

    await page.keyboard.press("Enter");
    await expect(popover).toBeVisible();
    await expect(popover).toContainText(description);
    await expect(step).toBeFocused();
    expect(await exposedExpandedState(step)).toBe(true);
    const [stepBox, popoverBox] = await Promise.all([step.boundingBox(), popover.boundingBox()]);
    expect(popoverBox && stepBox && popoverBox.y + popoverBox.height <= stepBox.y, "the popover sits above its step").toBe(true);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(popover).toHaveCount(0);
    await expect(step).toBeFocused();
    await page.keyboard.press("Space");
    await expect(popover).toContainText(description);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(popover).toHaveCount(1);
    await expect(popover).toContainText(/Decide the salary, location, flexibility/);
  });

  test("screen readers get each step's description with its button", async ({ page }) => {
    await page.goto("/philosophy");
    await expect(page.getByRole("button", { name: "Take Stock" })).toHaveAccessibleDescription(
      /Review your experience, achievements/,
    );
  });

  test("closes with links to contact and to the services", async ({ page }) => {
    await page.goto("/philosophy");
    const closing = page.getByRole("region", { name: "Ready to put MOVE OS to work?" });
    await expect(closing.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
    await expect(closing.getByRole("link", { name: "Explore Strategy Sessions" })).toHaveAttribute("href", "/services");
  });
});

test.describe("philosophy on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

  test("tapping a step opens its description, and tapping elsewhere closes it", async ({ page }) => {
    await page.goto("/philosophy");
    const step = page.getByRole("button", { name: "Set Your Pricing" });
    await step.scrollIntoViewIfNeeded();
    await step.tap();
    const popover = page.locator(":popover-open");
    await expect(popover).toBeVisible();
    await expect(popover).toContainText("Price on the value of the outcome");
    await page.locator("#business-roadmap h2").tap();
    await expect(popover).toHaveCount(0);
  });
});

test.describe("hidden job market quiz", () => {
  test("states the quiz's terms, who it is for, and opens the quiz from both buttons", async ({ page }) => {
    await page.goto("/hidden-job-market-quiz");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hidden Job Market Access Strategy Builder");
    const start = page.getByRole("link", { name: /Start the Quiz/ });
    await expect(start).toHaveCount(2);
    for (const link of await start.all()) {
      await expect(link).toHaveAttribute("href", linkHref("hiddenJobMarketQuiz", "/hidden-job-market-quiz"));
      await expect(link).toHaveAttribute("target", "_blank");
    }
    for (const fact of ["Free", "3–4 minutes", "Strategic questions", "Instant"]) {
      await expect(page.getByText(fact, { exact: true })).toBeVisible();
    }
    const audience = page.getByRole("region", { name: "Who It's For" });
    for (const group of ["Experienced Professionals (10+ years)", "Invisible Jobseekers", "Senior Leaders"]) {
      await expect(audience.getByRole("heading", { name: group })).toBeVisible();
    }
    await expect(page.getByRole("main").getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  });
});

test.describe("visibility audit", () => {
  test("shows the offer, the reduced price in words for screen readers, and the checkout at top and bottom", async ({ page }) => {
    await page.goto("/visibility-audit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Career Visibility Audit");
    await expect(page.getByText("Limited Availability")).toBeVisible();
    await expect(page.getByText("Was £149, now £49").first()).toBeAttached();
    await expect(page.locator("s").first()).toHaveText("£149");
    const book = page.getByRole("link", { name: /Book Your Audit/ });
    await expect(book).toHaveCount(2);
    for (const link of await book.all())
      await expect(link).toHaveAttribute("href", linkHref("auditCheckout", "/visibility-audit"));
    for (const term of ["One-time payment", "£199 Strategy Sprint", "within 7 days", "within 3 business days"]) {
      await expect(page.getByText(term).first()).toBeVisible();
    }
    const [product] = await jsonLdNodes(page, "Product");
    expect(product).toMatchObject({ "@type": "Product", offers: { price: 49, priceCurrency: "GBP" } });
  });

  test("opens on 'What is it?', and arrow keys move between tabs and update the address", async ({ page }) => {
    await page.goto("/visibility-audit");
    const what = page.getByRole("tab", { name: "What is it?" });
    await expect(what).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("outside-in review");

    await what.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "What's Included" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "What's Included" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/#included$/);
    const panel = page.getByRole("tabpanel");
    for (const feature of ["Personal Video Audit", "1-Page Fix-It Plan", "3 Working Day Turnaround"]) {
      await expect(panel.getByRole("heading", { name: feature })).toBeVisible();
    }
    await expect(page.getByText("outside-in review")).toBeHidden();

    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Testimonials" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("figure")).toHaveCount(2);
    // Radix moves focus in a timeout after each arrow key, so wait for it as a person would.
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "What's Included" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(what).toBeFocused();
    await expect(what).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/#what$/);
  });

  test("opening /visibility-audit#faq selects the FAQ tab", async ({ page }) => {
    await page.goto("/visibility-audit#faq");
    await expect(page.getByRole("tab", { name: "FAQ" })).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    for (const question of [
      "Can I get a refund?",
      "What happens after I pay?",
      "Do I need to get on a call?",
      "Is payment secure?",
    ]) {
      await expect(panel.getByText(question)).toBeVisible();
    }
    await expect(page.getByRole("tab", { name: "FAQ" })).toBeInViewport();
  });

  test("the prerendered page holds the text of all four tabs", async ({ request }) => {
    const html = (await (await request.get("/visibility-audit")).text()).replace(/&#x27;|&#39;/g, "'");
    for (const text of ["outside-in review", "Personal Video Audit", "The video audit was uncomfortable", "Is payment secure?"]) {
      expect(html).toContain(text);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every roadmap description opens as with JavaScript, and every audit tab can still be read", async ({ page }) => {
    await page.goto("/philosophy");
    await page.getByRole("button", { name: "Take Stock" }).click();
    await expect(page.getByText(/Review your experience, achievements/)).toBeVisible();
    await page.getByRole("button", { name: "Convert to Paying Clients" }).click();
    await expect(page.getByText(/Aim to reach your first 3–5 paying clients by day 90/)).toBeVisible();
    await expect(page.getByText(/Review your experience, achievements/)).toBeHidden();

    await page.goto("/visibility-audit");
    for (const heading of ["What is it?", "What's Included", "Testimonials", "FAQ"]) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByText("Is payment secure?")).toBeVisible();
    await expect(page.getByText(/The video audit was uncomfortable/)).toBeVisible();
  });
});
