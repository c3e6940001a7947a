import type { Home } from "../../app/content/home";
import type { Resources } from "../../app/content/resources";
import { startSession } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { linkPath, mailsTo } from "./support/mail-catcher";
import { rebuildTimeoutMs, regeneratingOrigin } from "./support/regenerating-server";
import { expect, type Page, test } from "./support/test";

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search the library" });
const cards = (page: Page) => page.getByRole("article");
const cardTitles = (page: Page) => page.getByRole("tabpanel").getByRole("heading", { level: 3 });

/** The page as a visitor with JavaScript finds it, its details toggles shown (the first action on it starts the app). */
async function openHydrated(page: Page, path = "/free-resources") {
  await page.goto(path);
  await expect(page.getByRole("button", { name: /Topics and details/ }).first()).toBeVisible();
}

test.describe("free resources page", () => {
  test("All shows the Strategic Carousels and Prompt Packs groups: 5 carousels, 2 prompt packs", async ({ page }) => {
    await openHydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("region", { name: "Strategic Carousels" }).getByRole("article")).toHaveCount(5);
    await expect(page.getByRole("region", { name: "Prompt Packs" }).getByRole("article")).toHaveCount(2);
    await expect(page.getByText("More resources coming soon!")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("each card has its badge, links opening in a new tab, and 'Coming soon' for an unpublished download", async ({ page }) => {
    await openHydrated(page);
    const map = cards(page).filter({ hasText: "The Hidden Job Market Map" });
    await expect(map.getByText("Carousel", { exact: true })).toBeVisible();
    for (const name of [/View on LinkedIn/, /Download Resource/]) {
      const link = map.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toContainText("(opens in a new tab)");
    }
    await expect(map.locator("img")).toHaveAttribute("loading", "lazy");

    const pack1 = cards(page).filter({ hasText: "Prompt Pack 1: Career Strategy Prompts" });
    await expect(pack1.getByText("Prompt Pack", { exact: true })).toBeVisible();
    await expect(pack1.getByText("Coming soon")).toBeVisible();
    await expect(pack1.getByRole("link")).toHaveCount(0);
  });

  test("'Browse Resources' scrolls to the search box and focuses it", async ({ page }) => {
    await openHydrated(page);
    await page.getByRole("link", { name: "Browse Resources" }).click();
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toBeInViewport();
    await expect(searchBox(page)).toHaveAttribute("placeholder", "Search resources...");
  });

  test("'Subscribe for Updates' leads to the newsletter page", async ({ page }) => {
    await openHydrated(page);
    await expect(page.getByRole("link", { name: "Subscribe for Updates" })).toHaveAttribute("href", "/newsletter");
  });

  test("search matches title, description or tag, ignoring case, and works with the tabs", async ({ page }) => {
    await openHydrated(page);
    await searchBox(page).fill("LINKEDIN");
    await expect(cardTitles(page)).toHaveText(["The LinkedIn Headline Formula"]);

    // "Networking" is only a tag.
    await searchBox(page).fill("networking");
    await expect(cardTitles(page)).toHaveText(["The Hidden Job Market Map", "Warm Outreach Scripts"]);

    await searchBox(page).fill("ai prompts");
    await expect(page.getByRole("region", { name: "Strategic Carousels" })).toHaveCount(0);
    await expect(cardTitles(page)).toHaveCount(2);

    await page.getByRole("tab", { name: "Prompts" }).click();
    await expect(page).toHaveURL("/free-resources?q=ai+prompts&type=prompt");
    await expect(cardTitles(page)).toHaveCount(2);
    await page.getByRole("tab", { name: "Carousels" }).click();
    await expect(cardTitles(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("shows the right empty message on each tab", async ({ page }) => {
    await openHydrated(page);
    await searchBox(page).fill("zzz no such resource");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText("No resources found");
    await expect(panel).toContainText("Try adjusting your search terms or filters");
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "Carousels" }).click();
    await expect(panel).toContainText("No carousels found");
    await expect(panel).toContainText("Try adjusting your search terms");
    await expect(panel).not.toContainText("or filters");

    await page.getByRole("tab", { name: "Prompts" }).click();
    await expect(panel).toContainText("No prompt packs found");
    await expect(panel).toContainText("Try adjusting your search terms");
    await expect(panel).not.toContainText("or filters");
  });

  test("keeps the tab and search in the URL and restores them on reload", async ({ page }) => {
    await openHydrated(page);
    const before = await page.evaluate(() => history.length);
    await page.getByRole("tab", { name: "Carousels" }).click();
    await searchBox(page).pressSequentially("client");
    await expect(page).toHaveURL("/free-resources?q=client&type=carousel");
    expect(await page.evaluate(() => history.length)).toBe(before);

    await page.reload();
    await expect(searchBox(page)).toHaveValue("client");
    await expect(page.getByRole("tab", { name: "Carousels" })).toHaveAttribute("aria-selected", "true");
    // "client" is in one title and in another's tag.
    await expect(cardTitles(page)).toHaveText(["Warm Outreach Scripts", "The 90-Day Client Pipeline"]);
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "All" }).click();
    await expect(page).toHaveURL("/free-resources?q=client");
  });

  test("a card's details open and close from the keyboard", async ({ page }) => {
    await openHydrated(page);
    const card = cards(page).filter({ hasText: "Warm Outreach Scripts" });
    const toggle = card.getByRole("button", { name: /Topics and details/ });
    const details = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(details).toBeHidden();

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(details).toBeVisible();
    await expect(details.getByText("About this resource")).toBeVisible();
    await expect(details.getByRole("listitem")).toHaveText(["Outreach", "Networking", "Client acquisition", "Job search"]);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(details).toBeHidden();
  });

  test("a card's details, opened, stay open as the visitor moves to a tab that shows the card and back", async ({ page }) => {
    await openHydrated(page);
    const card = cards(page).filter({ hasText: "Warm Outreach Scripts" });
    const toggle = card.getByRole("button", { name: /Topics and details/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const tab of ["Carousels", "All"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(card.getByText("About this resource")).toBeVisible();
    }
  });

  test("leads to her own sign-up for new resources, and opens the market intelligence tool in a new tab", async ({ page }) => {
    await openHydrated(page);
    const subscribe = page.getByRole("link", { name: /Subscribe for New Resources/ });
    await expect(subscribe).toHaveAttribute("href", "/newsletter#subscribe");
    await expect(subscribe).not.toHaveAttribute("target", "_blank");
    const tool = page.getByRole("link", { name: /Explore the Market Intelligence Tool/ });
    await expect(tool).toHaveAttribute("target", "_blank");
    await expect(tool).toHaveAttribute("href", /^https:\/\//);
  });
});

test.describe("free resources page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every resource, with its details, is readable", async ({ page }) => {
    await page.goto("/free-resources");
    await expect(cards(page)).toHaveCount(7);
    await expect(page.getByText("Strategy only works when it matches what the market is asking for.")).toBeVisible();
  });
});

/** A guide for an address, as the specs below name it. */
interface Guide {
  id: string;
  title: string;
}

/** Her `kind` of content as the back office's API answers it (the page holds a session). */
async function savedContent<T>(page: Page, kind: string): Promise<T> {
  return ((await (await page.request.get(`/admin/api/content/${kind}`)).json()) as { document: T }).document;
}

/** Saves her `kind` of content through the back office's API, as its Save does. */
async function saveContent(page: Page, kind: string, document: unknown) {
  const saved = await page.request.put(`/admin/api/content/${kind}`, {
    headers: { Origin: regeneratingOrigin },
    data: { document },
  });
  expect(saved.status()).toBe(200);
}

/** Her library with `guide` marked "in return for an e-mail address". */
const markedForAddress = (resources: Resources, guide: Guide): Resources => ({
  ...resources,
  library: resources.library.map((resource) => (resource.id === guide.id ? { ...resource, forAddress: true } : resource)),
});

/** Waits for the site her change rebuilt to show `guide`'s form at `path`. */
async function guideShownAt(page: Page, path: string, guide: Guide) {
  await expect
    .poll(async () => (await page.request.get(path)).text(), { timeout: rebuildTimeoutMs })
    .toContain(`data-guide="${guide.id}"`);
}

/**
 * A reader asks for `guide` at its form on the page open, confirms from the e-mail and is offered “Open the guide”:
 * signed for them, it opens the download (the link names the public address: asked of this server).
 */
async function askConfirmAndOpen(page: Page, guide: Guide, email: string) {
  // The form names its guide to a screen reader after the label and the button's words.
  await page.getByRole("textbox", { name: new RegExp(`^Email address\\W+to receive ${guide.title}$`) }).fill(email);
  await page.getByRole("button", { name: new RegExp(`^Send me the guide\\W+${guide.title}$`) }).click();
  await expect(page.getByText("Confirm it and your guide follows by e-mail straight away.")).toBeVisible();

  const [confirmation] = await mailsTo(email, 1);
  expect(confirmation?.text).toContain(`the guide you asked for: “${guide.title}”`);
  await page.goto(linkPath(confirmation?.text ?? "", "/newsletter/confirm"));
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  const open = page.getByRole("link", { name: "Open the guide" });
  await expect(open).toHaveAttribute("href", new RegExp(`/guides/${guide.id}\\?subscriber=\\d+&expires=\\d+&signature=`));
  const signed = new URL((await open.getAttribute("href")) ?? "");
  return page.request.get(`${signed.pathname}${signed.search}`, { maxRedirects: 0 });
}

test.describe("a guide given for an e-mail address", () => {
  // Marking a guide renders the site again: the second server, so no other spec sees the library change. One test at a
  // time, as each reads her library and saves it changed.
  test.use({ baseURL: regeneratingOrigin });
  test.describe.configure({ mode: "default" });

  test("a reader asks on its card, confirms from the e-mail, and the page offers “Open the guide”", async ({ page }) => {
    test.setTimeout(rebuildTimeoutMs + 60_000);
    const guide = { id: "consulting-offer-canvas", title: "The Consulting Offer Canvas" };
    // She marks it "in return for an e-mail address" through the back office's API, as its Save does.
    await startSession(page);
    await saveContent(page, "resources", markedForAddress(await savedContent<Resources>(page, "resources"), guide));
    await page.context().clearCookies();
    await guideShownAt(page, "/free-resources", guide);

    await page.goto("/free-resources");
    expect((await askConfirmAndOpen(page, guide, `guide-${Date.now()}@example.com`)).status()).toBe(302);
  });

  test("the page answering a guide's sign-up keeps its answer, and the library's search and tabs, hers too, work on it", async ({
    page,
  }) => {
    test.setTimeout(rebuildTimeoutMs + 60_000);
    const guide = { id: "linkedin-headline-formula", title: "The LinkedIn Headline Formula" };
    await startSession(page);
    const resources = await savedContent<Resources>(page, "resources");
    // A third kind of hers, holding one prompt pack: a third tab (the site gives it its address from its name).
    const [prompts] = resources.page.kinds.slice(-1);
    const workbooks = {
      ...prompts,
      id: "",
      tab: "Workbooks",
      badge: "Workbook",
      group: { title: "Workbooks", description: "To fill in." },
    };
    const withWorkbooks = markedForAddress(resources, guide);
    const marked = {
      page: { ...withWorkbooks.page, kinds: [...resources.page.kinds, workbooks] },
      library: withWorkbooks.library.map((item) =>
        item.id === "market-alignment-prompts" ? { ...item, type: "Workbooks" } : item,
      ),
    } as Resources;
    try {
      await saveContent(page, "resources", marked);
      await guideShownAt(page, "/free-resources", guide);
      await openHydrated(page);
      await page
        .getByRole("textbox", { name: new RegExp(`to receive ${guide.title}$`) })
        .fill(`answer-${Date.now()}@example.com`);
      await page.getByRole("button", { name: new RegExp(`^Send me the guide\\W+${guide.title}$`) }).click();
      const answer = page.getByText("Confirm it and your guide follows by e-mail straight away.");
      await expect(answer).toBeVisible();

      await searchBox(page).fill("networking");
      await expect(cardTitles(page)).toHaveText(["The Hidden Job Market Map", "Warm Outreach Scripts"]);
      await searchBox(page).fill("");
      await page.getByRole("tab", { name: "Carousels" }).click();
      // The address is the page's own (not /forms/subscribe, where the form posted): a reload opens Free resources there.
      await expect(page).toHaveURL(`/free-resources?type=carousel#guide-${guide.id}`);
      await expect(cardTitles(page)).toHaveCount(5);
      // The answer is still at the guide's card, as the server drew it.
      await expect(answer).toBeVisible();
      await page.getByRole("tab", { name: "Workbooks" }).click();
      await expect(page).toHaveURL(`/free-resources?type=workbooks#guide-${guide.id}`);
      await expect(cardTitles(page)).toHaveText(["Prompt Pack 2: Market Alignment Prompts"]);
      await expect(page.getByRole("tabpanel").getByText("Workbook", { exact: true })).toBeVisible();
    } finally {
      await saveContent(page, "resources", resources);
    }
  });

  test("her home page offers the guide she picked: asked for with and without JavaScript, it opens on confirming", async ({
    page,
    browser,
  }) => {
    test.setTimeout(rebuildTimeoutMs + 60_000);
    const guide = { id: "warm-outreach-scripts", title: "Warm Outreach Scripts" };
    const admin = await browser.newPage({ baseURL: regeneratingOrigin });
    await startSession(admin);
    const resources = await savedContent<Resources>(admin, "resources");
    const home = await savedContent<Home>(admin, "home");
    const withoutJavaScript = await browser.newPage({ baseURL: regeneratingOrigin, javaScriptEnabled: false });
    try {
      await saveContent(admin, "resources", markedForAddress(resources, guide));
      await saveContent(admin, "home", { ...home, guide: { ...home.guide, offer: true, guideId: guide.id } });
      // Picked, not the first of her library given for an address (the test above may have marked that one).
      await guideShownAt(page, "/", guide);
      const download = resources.library.find((resource) => resource.id === guide.id)?.download;
      // The two readers at once, each in a browser of its own: each asks, confirms and opens as the other waits for mail.
      const readers = [
        [withoutJavaScript, "without-javascript"],
        [page, "with-javascript"],
      ] as const;
      const opened = await Promise.all(
        readers.map(async ([reader, name]) => {
          await reader.goto("/");
          await expect(reader.getByRole("region", { name: home.guide.title })).toContainText(guide.title);
          const answer = await askConfirmAndOpen(reader, guide, `home-guide-${name}-${Date.now()}@example.com`);
          return [answer.status(), answer.headers().location];
        }),
      );
      expect(opened).toEqual([
        [302, download],
        [302, download],
      ]);
    } finally {
      // As the site was: the home page's words first, which must name a guide her library still gives.
      await saveContent(admin, "home", home);
      await saveContent(admin, "resources", resources);
      await withoutJavaScript.context().close();
      await admin.context().close();
    }
  });
});
