import sharp from "sharp";
import { backOfficeAddress, signIn, startSession } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { linkPath, mailsTo, showMail } from "./support/mail-catcher";
import {
  articleEditor,
  expectSaved,
  fixtureIssue,
  linkSelection,
  markdownView,
  startNewIssue,
} from "./support/newsletter-editor";
import { expect, test } from "./support/test";

const issue = fixtureIssue();

test("she writes a draft with a picture, sends herself a test, and the received e-mail shows the picture inside the column at 320 px", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await startNewIssue(page);
  await page.getByRole("textbox", { name: "Title" }).fill(`Test with a picture ${Date.now()}`);
  await page.getByRole("textbox", { name: "Summary" }).fill(issue.summary);
  await articleEditor(page).click();
  await page.keyboard.insertText(issue.body);
  await page.getByRole("button", { name: "Image…" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a picture" });
  // Narrower than the phone's column: how wider pictures are fitted to it is checked with the e-mails' own rules.
  const picture = await sharp({ create: { width: 240, height: 160, channels: 3, background: "#0f6466" } })
    .jpeg()
    .toBuffer();
  await dialog.getByLabel(/^Picture/).setInputFiles({ name: "chart.jpg", mimeType: "image/jpeg", buffer: picture });
  await dialog.getByRole("textbox", { name: /^Text alternative/ }).fill("A chart of the week");
  await dialog.getByRole("button", { name: "Upload and insert" }).click();
  await expect(dialog).toBeHidden();
  await expectSaved(page);

  await expectNoAxeViolations(page, "aside");
  const coach = backOfficeAddress();
  const before = (await mailsTo(coach, 0)).length;
  await page.getByRole("button", { name: "Send me a test" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^A test of/ })).toHaveText(
    `A test of “${await page.getByRole("textbox", { name: "Title" }).inputValue()}” is on its way to ${coach}.`,
  );
  const received = (await mailsTo(coach, before + 1)).at(-1);
  expect(received?.subject).toMatch(/^\[Test\] Test with a picture/);

  const pictureUrl = new URL(received?.html.match(/<img[^>]+src="([^"]+)"/)?.[1]?.replaceAll("&amp;", "&") ?? "");
  expect(pictureUrl.pathname).toMatch(/^\/email-test-pictures\/[0-9a-f]{32}\.jpg$/);
  const served = `${baseURL}${pictureUrl.pathname}${pictureUrl.search}`;
  const withoutSession = await request.get(served, { headers: { Cookie: "" } });
  expect(withoutSession.status()).toBe(200);
  expect(withoutSession.headers()["content-type"]).toBe("image/jpeg");
  const publicCopy = await request.get(`${baseURL}/newsletter/images/${pictureUrl.pathname.split("/").at(-1)}`);
  expect(publicCopy.status()).toBe(404);

  // A mail program fetches the picture from the site's public origin; here that is the server under test.
  await page.context().route(`${pictureUrl.origin}/email-test-pictures/**`, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` }) });
  });
  const reader = await showMail(page.context(), received);
  await reader.setViewportSize({ width: 320, height: 800 });
  const shown = reader.getByRole("img", { name: "A chart of the week" });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);
  const box = await shown.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
});

test("the answer to a sign-up at the end of an issue asks to confirm, and passes axe on a phone and a laptop", async ({
  page,
}) => {
  // An issue's page loads no script: its form is posted as a plain form, JavaScript or not.
  await page.goto("/newsletter/issue-1");
  const form = page.getByRole("region", { name: "Never Miss an Issue" });
  await form.getByRole("textbox", { name: "Email address" }).fill(`issue-answer-${Date.now()}@example.com`);
  await form.getByRole("button", { name: "Subscribe" }).click();
  // Answered on the issue's own page, at its sign-up (decision 067).
  await expect(form.getByRole("status")).toContainText("Success!");
  await expect(form.getByRole("status")).toContainText("Check your inbox to confirm.");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoAxeViolations(page);
  }
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a reader subscribes from the end of an issue, is asked to confirm, and confirms from the e-mail", async ({ page }) => {
    const email = `issue-reader-${Date.now()}@example.com`;
    await page.goto("/newsletter/issue-1");
    const form = page.getByRole("region", { name: "Never Miss an Issue" });
    await form.getByRole("textbox", { name: "Email address" }).fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toContainText("Thank you for subscribing to our newsletter!");
    await expect(form.getByRole("status")).toContainText("Check your inbox to confirm.");

    const [confirmation] = await mailsTo(email, 1);
    await page.goto(linkPath(confirmation?.text ?? "", "/newsletter/confirm"));
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You are subscribed" })).toBeVisible();
  });
});

test("she writes her welcome e-mail as it will look with a link, keeps it when a save fails, and the test arrives with the link tidied and no Markdown", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await startSession(page);
  await page.goto("/admin/newsletter/welcome");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome e-mail" })).toBeVisible();
  const subject = page.getByRole("textbox", { name: "Subject" });
  await expect(subject).toHaveValue(/^Welcome to the /);
  const editor = page.getByRole("textbox", { name: "E-mail", exact: true });
  await expect(editor).toContainText("Thank you for confirming.");
  await expect(page.getByTitle("The welcome e-mail")).toBeVisible({ timeout: 15_000 });
  // No pictures in the welcome e-mail (decision 058): the issue editor's toolbar without its picture button.
  await expect(page.getByRole("toolbar", { name: "Formatting" }).getByRole("button")).toHaveText([
    "Heading",
    "Subheading",
    "Bold",
    "Italic",
    "Link",
    "List",
    "Checklist",
    "Numbered list",
    "Quote",
    "Table",
  ]);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  // Nothing typed yet: leaving asks nothing.
  await page.getByRole("link", { name: "Back to the newsletter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  await page.goBack();
  await expect(editor).toContainText("Thank you for confirming.");

  const written = `Glad you're here ${Date.now()}`;
  await subject.fill(written);
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText("Thank you for joining. Book a call");
  for (let typed = 0; typed < "Book a call".length; typed += 1) await page.keyboard.press("Shift+ArrowLeft");
  await linkSelection(page, editor, "cal.com/x");
  await page.keyboard.insertText(" when you are ready.");
  const sentence = "Thank you for joining. Book a call when you are ready.";
  await expect(editor).toHaveText(sentence);
  await expect(editor.getByRole("link", { name: "Book a call" })).toHaveAttribute("href", "https://cal.com/x");

  // As Markdown and back: the same words and the same link.
  const markdown = await markdownView(page, "E-mail");
  await expect(markdown).toHaveText("Thank you for joining. [Book a call](https://cal.com/x) when you are ready.");
  await page.getByRole("radio", { name: "As it will look" }).check();
  await expect(editor).toHaveText(sentence);
  await expect(editor.getByRole("link", { name: "Book a call" })).toHaveAttribute("href", "https://cal.com/x");

  // A save that does not reach the server says so and leaves what she wrote where it was.
  await page.route("**/admin/api/welcome-email", (route) =>
    route.request().method() === "PUT" ? route.abort("internetdisconnected") : route.fallback(),
  );
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The server could not be reached. Please check your connection and try again.")).toBeVisible();
  await expect(subject).toHaveValue(written);
  await expect(editor).toHaveText(sentence);
  await page.unrouteAll();

  // The test is of what is on the screen, saved or not: nothing she has not saved reaches new subscribers.
  const coach = backOfficeAddress();
  const before = (await mailsTo(coach, 0)).length;
  await page.getByRole("button", { name: "Send me a test" }).click();
  await expect(page.getByText(`A test of your welcome e-mail is on its way to ${coach}.`)).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
  const received = (await mailsTo(coach, before + 1)).at(-1);
  expect(received?.subject).toBe(`[Test] ${written}`);
  expect(received?.text).toContain("Thank you for joining. Book a call https://cal.com/x when you are ready.");
  expect(received?.text).not.toMatch(/[[\]]/);
  const shown = await showMail(page.context(), received);
  await expect(shown.getByRole("link", { name: "Book a call" })).toHaveAttribute("href", "https://cal.com/x");

  // Not saved, so leaving asks first, in the back office's own dialog; staying keeps every word.
  await page.getByRole("link", { name: "Back to the newsletter" }).click();
  const leaving = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(leaving).toBeVisible();
  await expect(leaving.getByRole("button", { name: "Stay and keep writing" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(leaving).toBeHidden();
  await expect(editor).toHaveText(sentence);
  // The menu asks the same.
  const menu = page.getByRole("navigation", { name: "Back office" });
  await menu.getByRole("button", { name: "Menu" }).click();
  await menu.getByRole("link", { name: "Newsletter" }).click();
  await leaving.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
});

test("the Monday summary's preview passes axe and shows last week beside this week so far", async ({ page }) => {
  await startSession(page);
  await page.goto("/admin/health");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText(/^Subject: Your week on /)).toBeVisible();
  await expect(page.getByTitle("Last week's summary e-mail")).toBeVisible();
  await expect(page.getByRole("region", { name: "This week so far" })).toContainText(/^This week so far/);
  await expectNoAxeViolations(page);
});
