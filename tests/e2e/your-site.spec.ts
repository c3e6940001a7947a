import type { Page } from "@playwright/test";
import sharp from "sharp";
import { iconNames } from "../../app/content/schema";
import { signIn } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { clientAppStarted } from "./support/client-app";
import { rebuildTimeoutMs, regeneratingOrigin } from "./support/regenerating-server";
import { sidewaysScroll } from "./support/sideways-scroll";
import { expect, test } from "./support/test";

// Saving her words renders the site: the second server, with a data folder of its own, so no other spec sees it change.
test.use({ baseURL: regeneratingOrigin });
// The specs of this file change the same live site one after another.
test.describe.configure({ mode: "serial" });

async function saveAndWaitForTheSite(page: Page) {
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByText("The website shows your latest saved words.")).toBeVisible({ timeout: rebuildTimeoutMs });
}

test("she changes her headline in Your site, it is live in seconds, and Undo puts the old one back", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);
  await page.goto("/admin");
  await page.getByRole("navigation").getByRole("link", { name: "Your site" }).click();
  await page.getByRole("link", { name: "Home page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Home page" })).toBeVisible();
  const heading = page.getByRole("group", { name: "Opening" }).getByRole("textbox", { name: "Heading", exact: true });
  const before = await heading.inputValue();
  await heading.fill("Careers rebuilt around what you do best");
  await saveAndWaitForTheSite(page);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Careers rebuilt around what you do best");

  await page.goto("/admin/site/home");
  // How far back Undo reaches is said under the history (decision 099).
  await expect(page.getByText(/^Changes from the last 90 days are kept, up to your latest 50 here/)).toBeVisible();
  await page
    .getByRole("button", { name: /^Undo the change saved on/ })
    .first()
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Change undone." })).toBeVisible();
  await expect(heading).toHaveValue(before);
  await expect(page.getByText("The website shows your latest saved words.")).toBeVisible({ timeout: rebuildTimeoutMs });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(before);
});

test("she adds a testimonial and an FAQ question, changes an answer, and the pages and the FAQ's search show them; a section's icon is chosen from them all", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  await page.goto("/admin/site/testimonials");
  const about = page.getByRole("group", { name: "About page" });
  await about.getByRole("button", { name: "Add to about page" }).click();
  const added = about.getByRole("listitem").last();
  await added.getByRole("textbox", { name: "What they said" }).fill("{{coach.firstName}} helped me say no to the wrong job.");
  await added.getByRole("textbox", { name: /^Name/ }).fill("Ayo B.");
  await added.getByRole("textbox", { name: "Their role or situation" }).fill("Now Head of Data");
  await saveAndWaitForTheSite(page);
  await page.goto("/about");
  await expect(page.getByText("Claire helped me say no to the wrong job.")).toBeVisible();

  await page.goto("/admin/site/faq");
  await expect(page.getByRole("combobox", { name: "Icon" }).first().getByRole("option")).toHaveText(
    iconNames.map((icon) => icon.replace(/-/g, " ")),
  );
  const firstSection = page.getByRole("group", { name: "Questions" }).first();
  await firstSection.getByRole("textbox", { name: "Answer" }).first().fill("An hour, by video, for the price in Your details.");
  await firstSection.getByRole("button", { name: "Add to questions" }).click();
  const question = firstSection.getByRole("listitem").last();
  await question.getByRole("textbox", { name: "Question" }).fill("Do you offer evening sessions?");
  await question.getByRole("textbox", { name: "Answer" }).fill("Yes, on Tuesdays and Thursdays.");
  await saveAndWaitForTheSite(page);

  await page.goto("/faq");
  await expect(page.getByText("An hour, by video, for the price in Your details.")).toBeAttached();
  await page.getByRole("searchbox").fill("evening");
  await expect(page.getByText("Do you offer evening sessions?")).toBeVisible();
});

test("she adds a third session in Sessions & offers: Services, the booking menu and /go/ have it at once", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);
  await page.goto("/admin/site/sessions");
  await expect(page.getByRole("heading", { level: 1, name: "Sessions & offers" })).toBeVisible();
  const list = page.getByRole("group", { name: "Sessions & offers" }).first();
  await list.getByRole("button", { name: "Add to sessions & offers" }).click();
  const added = list.locator(":scope > ol > li").last();
  await added.getByRole("textbox", { name: "Name", exact: true }).fill("Career Reset Intensive");
  await added.getByRole("textbox", { name: /Book a Session/ }).fill("Book the Intensive");
  await added.getByRole("textbox", { name: "Who it's for" }).fill("Senior professionals who want a whole morning on it.");
  await added.getByRole("textbox", { name: "Summary" }).fill("Three hours to decide, position and plan your next move.");
  await added.getByRole("group", { name: "What happens in the session" }).getByRole("textbox").fill("We map where you are.");
  await added.getByRole("group", { name: "What is included" }).getByRole("textbox").fill("A written 90-day plan");
  await added.getByRole("textbox", { name: "Length (minutes)" }).fill("180");
  await added.getByRole("textbox", { name: "Price (£)" }).fill("549");
  await added.getByRole("textbox", { name: /Booking or checkout link/ }).fill("https://cal.com/claire/intensive");
  await saveAndWaitForTheSite(page);

  await page.goto("/services");
  const card = page.locator("article#career-reset-intensive");
  await expect(card.getByRole("heading", { name: "Career Reset Intensive" })).toBeVisible();
  await expect(card).toContainText("£549");
  await expect(card.getByRole("link", { name: /Book the Career Reset Intensive/ })).toHaveAttribute(
    "href",
    "/go/book-career-reset-intensive?from=%2Fservices",
  );
  // In the header's closed "Book a Session" menu.
  await expect(page.locator("#booking-menu a").filter({ hasText: "Book the Intensive" })).toBeAttached();
  const go = await page.request.get("/go/book-career-reset-intensive?from=/services", { maxRedirects: 0 });
  expect([go.status(), go.headers().location]).toEqual([302, expect.stringContaining("https://cal.com/claire/intensive")]);
});

test("she uploads a PDF for a free resource, saves, and the page's download serves it as a PDF", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);
  await page.goto("/admin/site/resources");
  await expect(page.getByRole("heading", { level: 1, name: "Free resources" })).toBeVisible();
  // The first resource of her library: each has its own download field and upload beside it.
  const first = page.getByRole("group", { name: "Resources", exact: true }).locator(":scope > ol > li").first();
  const title = await first.getByRole("textbox", { name: "Heading", exact: true }).inputValue();
  const pdf = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  await first
    .getByLabel("Or upload a PDF (up to 20 MB)")
    .setInputFiles({ name: "guide.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(first.getByRole("status").filter({ hasText: "Uploaded. Save to show it on your site." })).toBeVisible();
  await expect(first.getByRole("textbox", { name: /^Download/ })).toHaveValue(/^\/resources\/files\/[a-f0-9]{32}\.pdf$/);
  await saveAndWaitForTheSite(page);

  await page.goto("/free-resources");
  const download = page.getByRole("link", { name: /^Download Resource/ }).filter({ hasText: title });
  const served = await page.request.get((await download.getAttribute("href")) ?? "");
  expect([served.status(), served.headers()["content-type"]]).toEqual([200, "application/pdf"]);
  expect(await served.body()).toEqual(pdf);
});

test("she replaces her photo on About with her own, says what it shows, and a file that is not a picture is refused beside it", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  await page.goto("/admin/site/pictures");
  await expect(page.getByRole("heading", { level: 1, name: "Pictures" })).toBeVisible();
  const portrait = page.getByRole("group", { name: "Your photo on the About page" });
  const alt = portrait.getByRole("textbox", { name: "What it shows, for people who cannot see it" });
  await alt.fill("Claire smiling at her desk by a window");
  const upload = portrait.getByLabel(/^Upload a picture/);
  await upload.setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture at all") });
  await expect(portrait.getByRole("alert")).toHaveText(/not a JPEG, PNG or WebP image/);
  await expect(alt).toHaveValue("Claire smiling at her desk by a window");

  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#b5651d" } })
    .jpeg()
    .toBuffer();
  await upload.setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(portrait.getByRole("status").filter({ hasText: "Uploaded. Save to show it on your site." })).toBeVisible();
  await saveAndWaitForTheSite(page);

  await page.goto("/about");
  const shown = page.getByRole("img", { name: "Claire smiling at her desk by a window" });
  await expect(shown).toBeVisible();
  const src = (await shown.getAttribute("src")) ?? "";
  expect(src).toMatch(/^\/newsletter\/images\//);
  const served = await page.request.get(src);
  expect([served.status(), served.headers()["content-type"]]).toEqual([200, "image/jpeg"]);
});

test("she rewords the Sessions page: its heading and what every session includes are live, and Undo puts them back", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  await page.goto("/admin/site/services");
  await expect(page.getByRole("heading", { level: 1, name: "Sessions page" })).toBeVisible();
  const heading = page.getByRole("group", { name: "Opening" }).getByRole("textbox", { name: "Heading", exact: true });
  await heading.fill("An hour that settles your next move");
  const included = page.getByRole("group", { name: "Included in every session" });
  await included.getByRole("button", { name: "Add to included in every session" }).click();
  await included.getByRole("textbox").last().fill("A recording of the call");
  await saveAndWaitForTheSite(page);

  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("An hour that settles your next move");
  await expect(page.getByRole("listitem").filter({ hasText: "A recording of the call" })).toBeVisible();

  await page.goto("/admin/site/services");
  await page
    .getByRole("button", { name: /^Undo the change saved on/ })
    .first()
    .click();
  await expect(page.getByText("The website shows your latest saved words.")).toBeVisible({ timeout: rebuildTimeoutMs });
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("One focused hour, a plan you can act on");
});

test("she rewords the Visibility Audit and its title in search: the heading, <title>, og:title and social card follow; a 61-character title is refused beside the field, kept as she typed it", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const card = async () => (await page.request.get("/images/social/visibility-audit.png")).body();
  const cardBefore = await card();
  await signIn(page);
  await page.goto("/admin/site/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Visibility Audit" })).toBeVisible();
  await page
    .getByRole("group", { name: "Opening" })
    .getByRole("textbox", { name: "Heading", exact: true })
    .fill("The LinkedIn Visibility Review");
  await saveAndWaitForTheSite(page);

  await page.goto("/admin/site/pages");
  await expect(page.getByRole("heading", { level: 1, name: "Search and social" })).toBeVisible();
  const title = page
    .getByRole("group", { name: "Visibility Audit page" })
    .getByRole("textbox", { name: /^Title in search results/ });
  await title.fill("L".repeat(61));
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(title).toHaveAccessibleDescription(/show up to 60 characters; this has 61/);
  await expect(title).toHaveValue("L".repeat(61));
  await title.fill("LinkedIn Visibility Review");
  await saveAndWaitForTheSite(page);

  await page.goto("/visibility-audit");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The LinkedIn Visibility Review");
  await expect(page).toHaveTitle("LinkedIn Visibility Review | Next Move Strategy");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    "LinkedIn Visibility Review | Next Move Strategy",
  );
  expect((await card()).equals(cardBefore)).toBe(false);

  for (const screen of ["/admin/site/pages", "/admin/site/audit"]) {
    await page.goto(screen);
    await page
      .getByRole("button", { name: /^Undo the change saved on/ })
      .first()
      .click();
    await expect(page.getByText("The website shows your latest saved words.")).toBeVisible({ timeout: rebuildTimeoutMs });
  }
  await page.goto("/visibility-audit");
  await expect(page).toHaveTitle("The Career Visibility Audit | Next Move Strategy");
  expect((await card()).equals(cardBefore)).toBe(true);
});

test("what she types is shown as text on the page and in its hydration data, never run as code", async ({ page }) => {
  test.setTimeout(240_000);
  const hostile = 'Close </script><script>window.ran = 1</script> and <img src=x onerror="window.ran = 2"> \u2028 end';
  await signIn(page);
  await page.goto("/admin/site/faq");
  const answer = page.getByRole("group", { name: "Questions" }).first().getByRole("textbox", { name: "Answer" }).first();
  const before = await answer.inputValue();
  await answer.fill(hostile);
  await saveAndWaitForTheSite(page);

  const html = await (await page.request.get("/faq")).text();
  expect(html).not.toContain("</script><script>window.ran");
  expect(html).not.toContain("<img src=x");
  await page.goto("/faq");
  // The search answers the first act and starts the page's island: the data it was rendered with is read then.
  await page.getByRole("searchbox").fill("close");
  await expect(page.getByText("Close </script><script>window.ran = 1</script> and <img", { exact: false })).toBeAttached();
  // Once the island has taken over (it starts on the first act), nothing she typed has run.
  await expect.poll(() => clientAppStarted(page)).toBe(true);
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as { ran?: number }).ran)).toBeUndefined();

  await page.goto("/admin/site/faq");
  await answer.fill(before);
  await saveAndWaitForTheSite(page);
});

test("a refusal is shown beside the field with what she typed kept, and unsaved words come back after she leaves", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto("/admin/site/home");
  const heading = page.getByRole("group", { name: "Opening" }).getByRole("textbox", { name: "Heading", exact: true });
  await heading.fill("");
  const note = page.getByRole("textbox", { name: "Note under the buttons" });
  await note.fill("Book with {{coach.surname}}");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Nothing was saved: 2 fields need correcting" })).toBeVisible();
  await expect(heading).toHaveAccessibleDescription("Please fill this in.");
  await expect(note).toHaveAccessibleDescription(/\{\{coach\.surname\}\} is not something the site can fill in/);
  await expect(note).toHaveValue("Book with {{coach.surname}}");

  // Leaving asks first, in the app's own dialog; what she typed is kept in the browser even when she leaves.
  await page.getByRole("navigation").getByRole("link", { name: "Inbox" }).click();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await leave.getByRole("button", { name: "Stay and keep writing" }).click();
  await expect(note).toHaveValue("Book with {{coach.surname}}");
  await page.getByRole("navigation").getByRole("link", { name: "Inbox" }).click();
  await leave.getByRole("button", { name: /^Leave/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await page.goto("/admin/site/home");
  await expect(page.getByText("Your unsaved changes from earlier are back.")).toBeVisible();
  await expect(note).toHaveValue("Book with {{coach.surname}}");
  await page.getByRole("button", { name: "Discard my unsaved changes" }).click();
  await expect(note).not.toHaveValue("Book with {{coach.surname}}");
});

test("Your site's screens have no axe violations and fit a 320 px screen", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  for (const path of [
    "/admin/site",
    "/admin/site/faq",
    "/admin/site/sessions",
    "/admin/site/pictures",
    "/admin/site/audit",
    "/admin/site/pages",
  ]) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await sidewaysScroll(page)).toBe(0);
  }
});
