import { footerQuickLinks, mainNavigation } from "../../app/content/navigation";
import { sessionsSeed } from "../../app/content/sessions";
import { defaultSite as site } from "../../app/content/site";
import { exposedExpandedState } from "./support/accessibility-tree";
import { addLink } from "./support/add-link";
import { expectNoAxeViolations } from "./support/axe";
import { startClientApp } from "./support/client-app";
import { careerSession, sessionHref } from "./support/counted-links";
import { expect, type Page, test } from "./support/test";

/** The code of the page's islands, which hydrate its live widgets (decision 072). */
const hydrationCode = /\/assets\/island-[^/]+\.js$/;

/** Holds back the files matching `url`, as a slow network would, until the returned function is called. */
async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let deliver = () => {};
  const delivered = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  await page.route(url, async (route) => {
    await delivered;
    await route.continue();
  });
  return deliver;
}

test.describe("header", () => {
  test("shows the brand, the tagline and the seven links, marking the current page", async ({ page }) => {
    await page.goto("/visibility-audit");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: new RegExp(site.brand) })).toBeVisible();
    await expect(banner.getByText(site.tagline)).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await expect(nav.getByRole("link")).toHaveText(mainNavigation.map((item) => item.label));
    for (const item of mainNavigation) {
      await expect(nav.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", item.to);
    }
    await expect(nav.locator('[aria-current="page"]')).toHaveText("Visibility Audit");
  });

  test("moves the current-page mark as the visitor navigates", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await expect(nav.locator('[aria-current="page"]')).toHaveText("Home");
    await nav.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL("/faq");
    await expect(nav.locator('[aria-current="page"]')).toHaveText("FAQ");
  });

  for (const path of ["/", "/contact"]) {
    test(`'Book a Session' on ${path} opens both bookings, each in a new tab, by mouse and by keyboard`, async ({ page }) => {
      await page.goto(path);
      const trigger = page.getByRole("banner").getByRole("button", { name: "Book a Session" });
      const menu = page.locator("#booking-menu");
      await expect(menu).toBeHidden();
      expect(await exposedExpandedState(trigger)).toBe(false);
      await trigger.click();
      await expect(menu).toBeVisible();
      expect(await exposedExpandedState(trigger), "the open state reaches screen readers").toBe(true);
      const [triggerBox, menuBox] = await Promise.all([trigger.boundingBox(), menu.boundingBox()]);
      expect(menuBox && triggerBox && menuBox.y >= triggerBox.y + triggerBox.height, "the menu opens below its button").toBe(
        true,
      );
      const items = menu.getByRole("link");
      await expect(items).toHaveCount(sessionsSeed.length);
      for (const session of sessionsSeed) {
        const item = menu.getByRole("link", { name: new RegExp(session.menuLabel) });
        await expect(item).toHaveAttribute("href", sessionHref(session, path));
        await expect(item).toHaveAttribute("target", "_blank");
        await expect(item).toHaveAttribute("rel", /noopener/);
        await expect(item).toContainText("opens in a new tab");
      }
      await expectNoAxeViolations(page);
      await page.mouse.click(5, 400);
      await expect(menu).toBeHidden();

      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(items.first()).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(items.nth(1)).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  }

  test("the header's booking menu needs no script: the page loads none", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await page.getByRole("button", { name: "Book a Session" }).click();
    await expect(page.locator("#booking-menu")).toBeVisible();
    expect(scripts).toEqual([]);
  });

  test("a skip link takes keyboard users straight to the content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe("small-screen menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("opens with the links and both bookings, and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    const toggle = page.getByText("Menu", { exact: true });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: /opens in a new tab/ })).toHaveCount(2);
    for (const item of mainNavigation) await expect(menu.getByRole("link", { name: item.label, exact: true })).toBeVisible();
    await menu.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL("/contact");
    await expect(menu).toBeHidden();
  });

  // The menu's inline script must go on closing it while the page's island hydrates and after, so these two run on a
  // page with a live widget.
  test("opened while the scripts are still loading, it still closes on Escape once they run", async ({ page }) => {
    const deliver = await holdBack(page, hydrationCode);
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    const toggle = page.locator("summary", { hasText: "Menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeVisible();
    const hydrated = page.waitForResponse(hydrationCode);
    deliver();
    await hydrated;
    await page.waitForLoadState("networkidle");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("closes on Escape and hands focus back to the toggle", async ({ page }) => {
    await page.goto("/contact");
    const toggle = page.locator("summary", { hasText: "Menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe("footer", () => {
  test("holds the quick links, LinkedIn, e-mail, London address and the copyright of the build's year", async ({ page }) => {
    await page.goto("/services");
    const footer = page.getByRole("contentinfo");
    const quickLinks = footer.getByRole("navigation", { name: "Quick links" });
    for (const item of footerQuickLinks) {
      await expect(quickLinks.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", item.to);
    }
    const linkedIn = footer.getByRole("link", { name: /LinkedIn/ });
    await expect(linkedIn).toHaveAttribute("href", site.links.linkedIn);
    await expect(linkedIn).toHaveAttribute("target", "_blank");
    await expect(linkedIn).toHaveAttribute("rel", /noopener/);
    await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(footer.locator("address")).toContainText(`${site.address.city} ${site.address.postcode}`);
    // The suite runs on the build it has just made.
    await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
  });
});

test.describe("home page links", () => {
  test("every call to action points where the spec says", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Take the Free Strategy Quiz" })).toHaveAttribute(
      "href",
      "/hidden-job-market-quiz",
    );
    await expect(main.getByText("takes 3 minutes")).toBeVisible();
    const book = main.getByRole("link", { name: /Book Strategy Session/ });
    await expect(book).toHaveAttribute("href", sessionHref(careerSession, "/"));
    await expect(book).toHaveAttribute("target", "_blank");
    await expect(book).toHaveAttribute("rel", "noopener noreferrer");
    for (const href of [
      "/services#career-clarity",
      "/services#consulting-jumpstart",
      "/philosophy#career-roadmap",
      "/philosophy#business-roadmap",
      "/philosophy",
    ]) {
      await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(main.getByRole("link", { name: "Email Me" })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(page.getByRole("heading", { name: "Choose Your Path" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Is This You?" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Is This You?" }).getByRole("listitem")).toHaveCount(6);
    await expect(page.getByRole("heading", { name: "Why Work With Me" })).toBeVisible();
    for (const claim of ["10,000+", "3,000+", "100%"]) await expect(main.getByText(claim, { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "What clients say" }).getByRole("figure")).toHaveCount(2);
    await expect(main.getByText("3–4 minutes")).toBeVisible();
  });

  test("the closing call to action offers booking and the quiz", async ({ page }) => {
    await page.goto("/");
    const closing = page.getByRole("region", { name: /Ready to make your next move/ });
    await expect(closing.getByRole("link", { name: /Book a Strategy Session/ })).toHaveAttribute("target", "_blank");
    await expect(closing.getByRole("link", { name: "Take the Free Quiz" })).toHaveAttribute("href", "/hidden-job-market-quiz");
  });

  test("'Choose Your Path' leads to the consulting session's card", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Explore the Consultant Jumpstart" }).click();
    await expect(page).toHaveURL("/services#consulting-jumpstart");
  });
});

test("a link to /quiz, followed from a page whose app has started, lands on the quiz page", async ({ page }) => {
  await page.goto("/faq");
  await startClientApp(page);
  await addLink(page, "/quiz", "Take the quiz");
  await page.getByRole("link", { name: "Take the quiz" }).click();
  await expect(page).toHaveURL("/hidden-job-market-quiz");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hidden Job Market Access Strategy Builder");
});

test.describe("moving between pages", () => {
  test("Chromium fetches a page of the site as the visitor presses its link, not when the pointer passes over it", async ({
    page,
  }) => {
    const session = await page.context().newCDPSession(page);
    const ruleSetErrors: string[] = [];
    const prefetched: string[] = [];
    session.on("Preload.ruleSetUpdated", ({ ruleSet }) => {
      if (ruleSet.errorType) ruleSetErrors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage ?? ""}`);
    });
    session.on("Preload.prefetchStatusUpdated", ({ prefetchUrl, status }) => {
      if (status === "Running" || status === "Ready") prefetched.push(new URL(prefetchUrl).pathname);
    });
    await session.send("Preload.enable");
    await page.goto("/about");
    const link = page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true });
    await link.hover();
    await page.waitForTimeout(500);
    expect(prefetched, "nothing fetched on hover").toEqual([]);
    await page.mouse.down();
    await expect.poll(() => prefetched).toContain("/faq");
    await page.mouse.up();
    await expect(page).toHaveURL("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(ruleSetErrors).toEqual([]);
  });
});
