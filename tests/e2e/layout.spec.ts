import { bookingLinks, footerQuickLinks, mainNavigation } from "../../app/content/navigation";
import { site } from "../../app/content/site";
import { linkHref } from "./support/counted-links";
import { expect, type Page, test } from "./support/test";

/** The header menu's Radix code, which `BookingMenu` fetches on the visitor's intent. */
const dropdownCode = /\/assets\/booking-dropdown-[^/]+\.js$/;
/** React DOM and the code that hydrates the page. */
const hydrationCode = /\/assets\/entry\.client-[^/]+\.js$/;

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

  test("'Book a Session' opens a menu of both bookings, each in a new tab, by mouse and by keyboard", async ({ page }) => {
    await page.goto("/");
    const trigger = page.getByRole("button", { name: "Book a Session" });
    await trigger.click();
    const items = page.getByRole("menuitem");
    await expect(items).toHaveCount(2);
    for (const link of bookingLinks) {
      const item = page.getByRole("menuitem", { name: new RegExp(link.label) });
      await expect(item).toHaveAttribute("href", linkHref(link.linkKey, "/"));
      await expect(item).toHaveAttribute("target", "_blank");
      await expect(item).toHaveAttribute("rel", /noopener/);
      await expect(item).toContainText("opens in a new tab");
    }
    await page.keyboard.press("Escape");
    await expect(items).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem").first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: /Book Business Session/ })).toBeFocused();
  });

  test("the menu's code is fetched when the visitor heads for the button, not with the page", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (dropdownCode.test(request.url())) fetched.push(request.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
    await page.getByRole("button", { name: "Book a Session" }).hover();
    await expect.poll(() => fetched.length).toBe(1);
  });

  for (const press of ["keyboard", "mouse"] as const) {
    test(`a ${press} press made before the menu's code arrives opens the menu once it does`, async ({ page }) => {
      const deliver = await holdBack(page, dropdownCode);
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      const trigger = page.getByRole("button", { name: "Book a Session" });
      if (press === "keyboard") {
        await trigger.focus();
        await page.keyboard.press("Enter");
      } else {
        await trigger.click();
      }
      await expect(page.getByRole("menu")).toHaveCount(0);
      deliver();
      await expect(page.getByRole("menuitem")).toHaveCount(2);
      if (press === "keyboard") await expect(page.getByRole("menuitem").first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toHaveCount(0);
      await expect(trigger).toBeFocused();
    });
  }

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

  test("opened while the scripts are still loading, it still closes on Escape once they run", async ({ page }) => {
    const deliver = await holdBack(page, hydrationCode);
    await page.goto("/", { waitUntil: "domcontentloaded" });
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
    await page.goto("/");
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
  test("holds the quick links, LinkedIn, e-mail, London address and this year's copyright", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-03-01T12:00:00Z"));
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
    await expect(footer).toContainText("© 2031");
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
    await expect(book).toHaveAttribute("href", linkHref("bookCareerSession", "/"));
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

test("client-side navigation to /quiz lands on the quiz page", async ({ page }) => {
  await page.goto("/");
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.evaluate(() =>
    (window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }).__reactRouterDataRouter.navigate("/quiz"),
  );
  await expect(page).toHaveURL("/hidden-job-market-quiz");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hidden Job Market Access Strategy Builder");
});
