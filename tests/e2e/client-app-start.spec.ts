import { devices } from "@playwright/test";
import { resourcesSeed } from "../../app/content/resources";
import { clientAppStarted, holdClientAppScript, startClientApp } from "./support/client-app";
import { holdRoute } from "./support/held-route";
import { expect, test } from "./support/test";

/**
 * A page that hydrates starts its client app on the visitor's first sign of acting (app/lib/hydrate-when-needed.ts),
 * not while it loads. What a visitor must never notice: the action that starts the app is answered like any other.
 */

test("a page that hydrates runs no app while nobody acts on it, and starts it when the pointer moves", async ({ page }) => {
  await page.goto("/free-resources", { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  expect(await clientAppStarted(page)).toBe(false);
  await page.mouse.move(40, 40);
  await expect.poll(() => clientAppStarted(page)).toBe(true);
});

test("once the page has loaded, the app's code is fetched ahead, so the visitor's first act waits for no download", async ({
  page,
}) => {
  // The prefetches the page has asked for, once each has arrived (they are asked for a few at a time while idle).
  const prefetchesArrived = () =>
    page.evaluate(() => {
      const asked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href);
      const arrived = new Set(performance.getEntriesByType("resource").map((entry) => entry.name));
      return asked.every((href) => arrived.has(href)) ? asked : [];
    });
  await page.goto("/free-resources", { waitUntil: "networkidle" });
  let arrivedBefore: string[] = [];
  await expect
    .poll(async () => {
      const arrived = await prefetchesArrived();
      const settled = arrived.length > 0 && arrived.length === arrivedBefore.length;
      arrivedBefore = arrived;
      return settled;
    })
    .toBe(true);
  expect(arrivedBefore.filter((href) => href.includes("/island-resource-library-"))).toHaveLength(1);
  const fetchedBefore = await page.evaluate(() => performance.getEntriesByType("resource").length);
  await startClientApp(page);
  const downloadedOnAct = await page.evaluate(
    (from) =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .slice(from)
        .filter((entry) => entry.name.includes("/assets/") && entry.transferSize > 0)
        .map((entry) => entry.name),
    fetchedBefore,
  );
  expect(downloadedOnAct).toEqual([]);
});

test("an address that carries the page's state starts the app at once, so the page shows that state", async ({ page }) => {
  await page.goto("/faq?q=refund", { waitUntil: "networkidle" });
  await expect(page.getByRole("status")).toHaveText("1 of 16 questions match “refund”");
  await expect(page.getByRole("searchbox", { name: "Search the questions" })).toHaveValue("refund");
});

test("letters typed into the FAQ search while the app is still starting all count: the questions are filtered by every one", async ({
  page,
}) => {
  await page.goto("/faq", { waitUntil: "networkidle" });
  await page.getByRole("searchbox", { name: "Search the questions" }).pressSequentially("refund");
  await expect(page.getByRole("searchbox", { name: "Search the questions" })).toHaveValue("refund");
  await expect(page.getByRole("status")).toHaveText("1 of 16 questions match “refund”");
});

test.describe("before the app's script has arrived", () => {
  test("a tab pressed on the library is chosen at once, showing only its resources, and the app keeps the choice", async ({
    page,
  }) => {
    const [carousels, prompts] = resourcesSeed.page.kinds.map((kind) => kind.group);
    const script = await holdClientAppScript(page);
    await page.goto("/free-resources");
    await page.getByRole("tab", { name: "Prompts" }).click();
    await expect(page.getByRole("tab", { name: "Prompts" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("heading", { name: prompts?.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: carousels?.title })).toBeHidden();
    expect(await clientAppStarted(page)).toBe(false);
    script.release();
    await expect(page).toHaveURL("/free-resources?type=prompt");
    await expect(page.getByRole("tabpanel", { name: "Prompts" }).getByRole("heading", { name: prompts?.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: carousels?.title })).toBeHidden();
  });

  test("an audit tab pressed is shown at once, and the app keeps it in the address", async ({ page }) => {
    const script = await holdClientAppScript(page);
    await page.goto("/visibility-audit");
    await page.getByRole("tab", { name: "Testimonials" }).click();
    await expect(page.getByRole("tab", { name: "Testimonials" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("tabpanel").getByRole("figure")).toHaveCount(2);
    expect(await clientAppStarted(page)).toBe(false);
    script.release();
    await expect(page).toHaveURL("/visibility-audit#testimonials");
    await expect(page.getByRole("tabpanel", { name: "Testimonials" }).getByRole("figure")).toHaveCount(2);
  });

  test("everything typed into the contact form is sent with what is typed after, and the form then clears", async ({ page }) => {
    const script = await holdClientAppScript(page);
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Full name" }).fill("Priya Shah");
    await page.getByRole("textbox", { name: "Email address" }).fill("priya.early@example.com");
    await page.getByRole("combobox", { name: "What would you like to talk about?" }).selectOption("consulting");
    await page.getByRole("textbox", { name: "Subject" }).fill("Typed on a slow connection");
    await page.getByRole("textbox", { name: "Message" }).fill("I lead a data team");
    script.release();
    await startClientApp(page);
    await page.keyboard.type(" and want to go independent.");
    const posted = page.waitForRequest("**/rest/v1/contact_messages");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      name: "Priya Shah",
      email: "priya.early@example.com",
      interest: "consulting",
      subject: "Typed on a slow connection",
      message: "I lead a data team and want to go independent.",
    });
    await expect(page.getByText("Message Sent")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Full name" })).toHaveValue("");
  });

  test("an address typed into the newsletter sign-up starts the app as soon as the script arrives, and is the one subscribed", async ({
    page,
  }) => {
    const script = await holdClientAppScript(page);
    await page.goto("/newsletter");
    const address = `early-${Date.now()}@example.com`;
    await page.getByRole("textbox", { name: "Email address" }).fill(address);
    script.release();
    await expect.poll(() => clientAppStarted(page)).toBe(true);
    const posted = page.waitForRequest("**/rest/v1/subscribers");
    await page.getByRole("button", { name: "Subscribe" }).click();
    expect((await posted).postDataJSON()).toMatchObject({ email: address });
    await expect(page.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
  });

  test("a sign-up sent shows 'Subscribing...' at once, and is sent by the app once it has started", async ({ page }) => {
    const script = await holdClientAppScript(page);
    await page.goto("/newsletter");
    const address = `sent-early-${Date.now()}@example.com`;
    await page.getByRole("textbox", { name: "Email address" }).fill(address);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("button", { name: "Subscribing..." })).toBeVisible();
    expect(await clientAppStarted(page)).toBe(false);
    const posted = page.waitForRequest("**/rest/v1/subscribers");
    script.release();
    expect((await posted).postDataJSON()).toMatchObject({ email: address });
    await expect(page.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Subscribe", exact: true })).toBeEnabled();
  });

  test("a search typed into the FAQ is answered at once: only the matching questions show, and the app keeps them", async ({
    page,
  }) => {
    const script = await holdClientAppScript(page);
    await page.goto("/faq");
    await page.getByRole("searchbox", { name: "Search the questions" }).fill("refund");
    await expect(page.getByRole("status")).toHaveText("1 of 16 questions match “refund”");
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(["What is your refund policy?"]);
    await page.getByRole("searchbox", { name: "Search the questions" }).fill("quantum chromodynamics");
    await expect(page.getByRole("status")).toHaveText("No questions match “quantum chromodynamics”");
    await expect(page.getByText("No questions match “quantum chromodynamics”", { exact: true })).toHaveCount(2);
    await expect(page.getByRole("link", { name: "send me your question" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search the questions" }).fill("refund");
    expect(await clientAppStarted(page)).toBe(false);
    script.release();
    await expect(page).toHaveURL("/faq?q=refund");
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(["What is your refund policy?"]);
    await page.getByRole("searchbox", { name: "Search the questions" }).pressSequentially(" policy");
    await expect(page.getByRole("status")).toHaveText("1 of 16 questions match “refund policy”");
    await expect(page).toHaveURL("/faq?q=refund+policy");
  });

  test("a library search is answered at once, counted on the tab pressed meanwhile, and the app keeps both", async ({ page }) => {
    const script = await holdClientAppScript(page);
    await page.goto("/free-resources");
    await page.getByRole("searchbox", { name: "Search the library" }).fill("ai prompts");
    await expect(page.getByRole("status")).toHaveText("2 resources match “ai prompts”");
    const cardTitles = page.getByRole("tabpanel").getByRole("heading", { level: 3 });
    await expect(cardTitles).toHaveCount(2);
    await page.getByRole("tab", { name: "Carousels" }).click();
    await expect(page.getByRole("status")).toHaveText("No carousels match “ai prompts”");
    await expect(cardTitles).toHaveCount(0);
    await page.getByRole("tab", { name: "Prompts" }).click();
    await expect(page.getByRole("status")).toHaveText("2 prompt packs match “ai prompts”");
    expect(await clientAppStarted(page)).toBe(false);
    script.release();
    await expect(page).toHaveURL("/free-resources?q=ai+prompts&type=prompt");
    await expect(page.getByRole("status")).toHaveText("2 prompt packs match “ai prompts”");
    await expect(page.getByRole("tabpanel", { name: "Prompts" }).getByRole("heading", { level: 3 })).toHaveCount(2);
    await expect(cardTitles).toHaveCount(2);
  });

  test("a search typed before even the page's loader has arrived is answered as soon as it does", async ({ page }) => {
    const loader = await holdRoute(page, "**/assets/client-app-loader-*.js", (route) => route.continue());
    const script = await holdClientAppScript(page);
    await page.goto("/faq", { waitUntil: "commit" });
    await page.getByRole("searchbox", { name: "Search the questions" }).fill("refund");
    await expect(page.getByRole("status")).toHaveText("Showing all 16 questions");
    loader.release();
    await expect(page.getByRole("status")).toHaveText("1 of 16 questions match “refund”");
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(["What is your refund policy?"]);
    script.release();
    await expect(page).toHaveURL("/faq?q=refund");
  });

  test("an audit tab pressed before even the page's loader has arrived is shown chosen at once, and the app keeps it", async ({
    page,
  }) => {
    const loader = await holdRoute(page, "**/assets/client-app-loader-*.js", (route) => route.continue());
    await page.goto("/visibility-audit");
    await page.getByRole("tab", { name: "Testimonials" }).click();
    await expect(page.getByRole("tab", { name: "Testimonials" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Testimonials" }).getByRole("figure")).toHaveCount(2);
    await expect(page.getByRole("tabpanel", { name: "What is it?" })).toBeHidden();
    loader.release();
    await expect(page).toHaveURL("/visibility-audit#testimonials");
    await expect(page.getByRole("tab", { name: "Testimonials" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Testimonials" }).getByRole("figure")).toHaveCount(2);
  });

  test("a library tab pressed before even the page's loader has arrived is shown chosen at once, its cards once it arrives", async ({
    page,
  }) => {
    const [carousels] = resourcesSeed.page.kinds.map((kind) => kind.group);
    const loader = await holdRoute(page, "**/assets/client-app-loader-*.js", (route) => route.continue());
    await page.goto("/free-resources");
    await page.getByRole("tab", { name: "Prompts" }).click();
    await expect(page.getByRole("tab", { name: "Prompts" })).toHaveAttribute("aria-selected", "true");
    loader.release();
    await expect(page.getByRole("status")).toHaveText(/^Showing all \d+ prompt packs$/);
    await expect(page.getByRole("heading", { name: carousels?.title })).toBeHidden();
    await expect(page).toHaveURL("/free-resources?type=prompt");
  });

  test("an arrow key pressed on an audit tab before the page's loader has arrived moves on as soon as it does", async ({
    page,
  }) => {
    const loader = await holdRoute(page, "**/assets/client-app-loader-*.js", (route) => route.continue());
    await page.goto("/visibility-audit");
    await page.getByRole("tab", { name: "What is it?" }).focus();
    await page.keyboard.press("ArrowRight");
    loader.release();
    await expect(page.getByRole("tab", { name: "What's Included" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "What's Included" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/#included$/);
  });

  test("a search typed into the FAQ filters the questions as soon as the script arrives, with nothing more done", async ({
    page,
  }) => {
    const script = await holdClientAppScript(page);
    await page.goto("/faq");
    await page.getByRole("searchbox", { name: "Search the questions" }).fill("refund");
    script.release();
    await expect(page.getByRole("status")).toHaveText("1 of 16 questions match “refund”");
    await expect(page).toHaveURL("/faq?q=refund");
  });
});

test("a first key press on the audit page is the keyboard's and the app's: Tab moves on and the arrows change tabs", async ({
  page,
}) => {
  await page.goto("/visibility-audit", { waitUntil: "networkidle" });
  const onATab = () => page.evaluate(() => document.activeElement?.getAttribute("role") === "tab");
  for (let presses = 0; presses < 60 && !(await onATab()); presses += 1) await page.keyboard.press("Tab");
  const first = await page.getByRole("tab", { selected: true }).textContent();
  await expect(page.getByRole("tab", { selected: true })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { selected: true })).not.toHaveText(first ?? "");
  await expect(page.getByRole("tab", { selected: true })).toBeFocused();
});

test.describe("on a touch screen", () => {
  const { viewport, userAgent, deviceScaleFactor } = devices["Pixel 7"];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile: true, hasTouch: true });

  test("the tap that starts the app picks the tab it landed on", async ({ page }) => {
    await page.goto("/free-resources", { waitUntil: "networkidle" });
    expect(await clientAppStarted(page)).toBe(false);
    await page.getByRole("tab", { name: "Prompts" }).tap();
    await expect(page.getByRole("tab", { name: "Prompts" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL("/free-resources?type=prompt");
  });

  test("the tap that starts the app opens the resource's details it landed on", async ({ page }) => {
    await page.goto("/free-resources", { waitUntil: "networkidle" });
    const toggle = page.getByRole("button", { name: /Topics and details/ }).first();
    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  });
});
