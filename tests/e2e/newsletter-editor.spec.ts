import sharp from "sharp";
import { signIn } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { articleEditor, expectSaved, fixtureIssue, markdownView, saveStatus, startNewIssue } from "./support/newsletter-editor";
import { sidewaysScroll } from "./support/sideways-scroll";
import { expect, test } from "./support/test";

const issue = fixtureIssue();

test("the coach writes an issue in the back office: checked as she goes, formatted from the toolbar, previewed as page and e-mail", async ({
  page,
}) => {
  // A step more than before (Publish pressed on the empty issue): on a busy 2-core machine the whole takes about two minutes.
  test.setTimeout(180_000);
  await signIn(page);
  await startNewIssue(page);
  // A new issue opens without errors; pressing Publish before writing shows what is missing, beside each field.
  const publish = page.getByRole("button", { name: "Publish to the website" });
  await expect(publish).toBeEnabled({ timeout: 15_000 });
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveAttribute("aria-invalid", "false");
  await publish.click();
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveAccessibleDescription("Please give the issue a title.");
  await expect(publish).toBeDisabled();
  await expect(publish).toHaveAccessibleDescription(
    /^Publishing waits until the \d+ problems shown beside the fields are put right\.$/,
  );
  await expectNoAxeViolations(page);

  await page.getByRole("textbox", { name: "Title" }).fill(issue.title);
  await page.getByRole("textbox", { name: /^Summary/ }).fill(issue.summary);
  const description = page.getByRole("textbox", { name: /^Description/ });
  await description.fill(issue.description);
  await expect(description).toHaveAccessibleDescription(`${issue.description.length} characters; 50 to 160 fit a search result.`);
  const markdown = await markdownView(page);
  await markdown.click();
  await page.keyboard.insertText(issue.body);
  // In the Markdown view the toolbar writes Markdown she can see: Bold with nothing selected puts in a selected placeholder.
  await page.keyboard.press("Control+Home");
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("Read this first.");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(markdown).toContainText("**Read this first.**You've won");
  // One switch away, the same words as they will look.
  await page.getByRole("radio", { name: "As it will look" }).check();
  await expect(articleEditor(page).locator("strong", { hasText: "Read this first." })).toBeVisible();
  await expectSaved(page);
  await expect(publish).toBeEnabled({ timeout: 15_000 });

  const webPage = page.frameLocator('iframe[title="The issue\'s web page"]');
  await expect(webPage.getByRole("heading", { level: 1, name: issue.title })).toBeVisible();
  await expect(webPage.getByText("Read this first.")).toBeVisible();
  await expect(page.locator("iframe")).toHaveAttribute("sandbox", "allow-same-origin");
  await expect(page.locator("iframe")).toHaveJSProperty("offsetWidth", 390);
  await page.getByRole("radio", { name: "Laptop (1280 px)" }).check();
  await expect(page.locator("iframe")).toHaveJSProperty("offsetWidth", 1280);
  await page.getByRole("radio", { name: "E-mail" }).check();
  const email = page.frameLocator('iframe[title="The issue\'s e-mail"]');
  // Its inline styles apply in the frame, as in a mail program.
  await expect(email.getByRole("heading", { level: 1, name: issue.title })).toHaveCSS("font-size", "28px");
  await expect(page.getByText(/^The e-mail is \d+ KB, within the 102 KB Gmail shows in full\.$/)).toBeVisible();

  // What she wrote is on the server: it comes back when the screen is opened again.
  await page.reload();
  await expect(await markdownView(page)).toContainText("**Read this first.**");
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(issue.title);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 320, height: 720 });
  expect(await sidewaysScroll(page)).toBe(0);
});

test("a save from another tab is never overwritten unasked, and an earlier version can be restored", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const address = await startNewIssue(page);
  const title = page.getByRole("textbox", { name: "Title" });
  await title.fill("First thoughts");
  await expectSaved(page);

  const otherTab = await context.newPage();
  await otherTab.goto(address);
  await otherTab.getByRole("textbox", { name: "Title" }).fill("From the other tab");
  await expectSaved(otherTab);

  await title.fill("From the first tab");
  await expect(page.getByRole("heading", { name: "This issue was also changed elsewhere" })).toBeFocused();
  await expect(saveStatus(page)).toHaveText("Not saved — this issue was changed elsewhere: compare the two below.");
  // Side by side, what differs marked (and named to a screen reader).
  await expect(page.getByRole("region", { name: "Title: yours, not saved" })).toHaveText("From the [differs: first] tab");
  await expect(page.getByRole("region", { name: /^Title: saved elsewhere at \d\d:\d\d:\d\d$/ })).toHaveText(
    "From the [differs: other] tab",
  );
  await expect(title).toHaveValue("From the first tab");
  await page.getByRole("button", { name: "Keep mine" }).click();
  await expectSaved(page);
  const versions = page.getByRole("region", { name: "Saved versions" }).getByRole("listitem");
  await expect(versions.first()).toContainText("“From the first tab”");
  await expect(versions.filter({ hasText: "“From the other tab”" })).toHaveCount(1);

  await versions
    .filter({ hasText: "“First thoughts”" })
    .getByRole("button", { name: /^Restore/ })
    .click();
  await expect(title).toHaveValue("First thoughts");
  await expectSaved(page);
  await page.reload();
  await expect(title).toHaveValue("First thoughts");
});

test("what she types while the server cannot be reached is kept in the browser and restored with a notice", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const address = await startNewIssue(page);
  await context.setOffline(true);
  await page.getByRole("textbox", { name: "Title" }).fill("Written on the train");
  await expect(saveStatus(page)).toHaveText(/^Not saved — kept in this browser\. /, { timeout: 15_000 });
  await page.close();

  await context.setOffline(false);
  const later = await context.newPage();
  await later.goto(address);
  await expect(later.getByText(/had not reached the server, so this browser kept it/)).toBeFocused();
  await expect(later.getByRole("textbox", { name: "Title" })).toHaveValue("Written on the train");
  await expectSaved(later);
  await later.reload();
  await expect(later.getByRole("textbox", { name: "Title" })).toHaveValue("Written on the train");
  await expect(later.getByText(/had not reached the server/)).toHaveCount(0);
});

test("a picture goes into the article with its text alternative, and a file that is not one is refused in words, the draft kept", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await startNewIssue(page);
  await page.getByRole("textbox", { name: "Title" }).fill("With a picture");
  await articleEditor(page).click();
  await page.keyboard.insertText("Before the picture.");

  await page.getByRole("button", { name: "Image…" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a picture" });
  const file = dialog.getByLabel(/^Picture/);
  await file.setInputFiles({ name: "desk.jpg", mimeType: "image/jpeg", buffer: Buffer.from("%PDF-1.7 not a picture") });
  await dialog.getByRole("textbox", { name: /^Text alternative/ }).fill("The coach's desk");
  await dialog.getByRole("button", { name: "Upload and insert" }).click();
  await expect(file).toHaveAccessibleDescription(/.+/);
  await expect(dialog).toBeVisible();

  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#0f6466" } })
    .png()
    .toBuffer();
  await file.setInputFiles({ name: "desk.png", mimeType: "image/png", buffer: png });
  await dialog.getByRole("textbox", { name: /^Text alternative/ }).fill("");
  await dialog.getByRole("button", { name: "Upload and insert" }).click();
  await expect(dialog.getByRole("textbox", { name: /^Text alternative/ })).toHaveAccessibleDescription(
    "Describe the picture for readers who cannot see it.",
  );
  await dialog.getByRole("textbox", { name: /^Text alternative/ }).fill("The coach's desk");
  await dialog.getByRole("button", { name: "Upload and insert" }).click();
  await expect(dialog).toBeHidden();
  // Shown as it will look, then as the Markdown it is kept as.
  await expect(articleEditor(page).getByRole("img", { name: "The coach's desk" })).toHaveJSProperty("naturalWidth", 600);
  await expect(await markdownView(page)).toContainText(
    /Before the picture\.\s*!\[The coach's desk\]\(\/newsletter\/images\/[^)]+\)/,
  );
  await expectSaved(page);
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue("With a picture");

  // Her pictures are listed in the dialog; one no published issue shows can be deleted.
  await page.getByRole("button", { name: "Image…" }).click();
  const pictures = dialog.getByRole("region", { name: "Your pictures" });
  await expect(pictures.getByText("Picture 1, 600 × 400 px, on no published issue")).toBeVisible();
  await expectNoAxeViolations(page);
  await pictures.getByRole("button", { name: "Delete picture 1" }).click();
  await expect(pictures.getByRole("status")).toHaveText("The picture is deleted.");
  await expect(pictures.getByText("Picture 1, 600 × 400 px, on no published issue")).toHaveCount(0);
});

test("pasting from a web page fetches no picture from another site and keeps no link into the back office, and says so", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const trackerRequests: string[] = [];
  await page.route("https://tracker.example/**", (route) => {
    trackerRequests.push(route.request().url());
    return route.abort();
  });
  await signIn(page);
  await startNewIssue(page);
  await page.getByRole("textbox", { name: "Title" }).fill("Pasted from a web page");
  await articleEditor(page).click();
  // As the browser hands a copy from a web page over: HTML on the clipboard.
  await articleEditor(page).evaluate((editor) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData(
      "text/html",
      '<p>Before the chart.</p><img src="https://tracker.example/pixel.gif?who=coach" alt="A chart"><p>See <a href="/admin/api/newsletter/drafts/1">the draft</a> and <a href="/about">About</a>.</p>',
    );
    editor.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }));
  });
  await expect(articleEditor(page)).toContainText("Before the chart.");
  await expect(page.getByRole("status").filter({ hasText: "A picture in what you pasted was left out" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "A link to the back office" })).toBeVisible();
  await expect(articleEditor(page).getByRole("link", { name: "About" })).toBeVisible();
  await expect(articleEditor(page).getByRole("link", { name: "the draft" })).toHaveCount(0);
  await expectSaved(page);
  // Neither the article nor the e-mail's preview (which shows remote pictures, as a mail program does) loads it.
  await page.getByRole("radio", { name: "E-mail" }).check();
  await expect(page.frameLocator('iframe[title="The issue\'s e-mail"]').getByText("Before the chart.")).toBeVisible();
  await expect(await markdownView(page)).toContainText("See the draft and [About](/about).");
  expect(trackerRequests).toEqual([]);
});

test("a table: put in from the toolbar, a column and a row taken away and one added, saved as Markdown, shown in the e-mail", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await startNewIssue(page);
  await page.getByRole("textbox", { name: "Title" }).fill("With a table");
  const article = articleEditor(page);
  await article.click();
  await page.keyboard.type("Your week:");
  // Three by three, the cursor in its first heading cell; Tab moves from cell to cell.
  await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Table" }).click();
  await expect(article.locator("th")).toHaveCount(3);
  await page.keyboard.type("Day");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Step");
  await page.keyboard.press("Tab");
  const table = page.getByRole("toolbar", { name: "Table" });
  await table.getByRole("button", { name: "Remove this column" }).click();
  await expect(article.locator("th")).toHaveCount(2);
  await article.locator("td").first().click();
  await page.keyboard.type("Monday");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Ask for the meeting");
  await article.locator("td").last().click();
  await table.getByRole("button", { name: "Remove this row" }).click();
  await expect(article.locator("tr")).toHaveCount(2);
  // The buttons are reached from the keyboard too.
  await article.getByText("Ask for the meeting").click();
  await table.getByRole("button", { name: "Add a row" }).focus();
  await page.keyboard.press("Enter");
  await expect(article.locator("tr")).toHaveCount(3);
  await article.locator("td").nth(2).click();
  await page.keyboard.type("Tuesday");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Follow up");
  await expectSaved(page);
  await expectNoAxeViolations(page);

  const markdown = await markdownView(page);
  await expect(markdown).toContainText(
    /\| Day +\| Step +\|\| -+ \| -+ \|\| Monday +\| Ask for the meeting \|\| Tuesday \| Follow up +\|/,
  );
  await page.getByRole("radio", { name: "E-mail" }).check();
  const email = page.frameLocator('iframe[title="The issue\'s e-mail"]');
  await expect(email.getByRole("cell", { name: "Follow up" })).toBeVisible();
});

test("a checklist: typed once in the Markdown view, ticked in the visual editor, shown with ☐ and ☑ in the e-mail", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await startNewIssue(page);
  await page.getByRole("textbox", { name: "Title" }).fill("Before Friday");
  const markdown = await markdownView(page);
  await markdown.click();
  // Enter writes no marker of its own: what she types is what is saved, each "- [ ] " once.
  await page.keyboard.type("- [ ] Update the CV");
  await page.keyboard.press("Enter");
  await page.keyboard.type("- [ ] Book the call");
  await expect(markdown).toContainText("- [ ] Update the CV- [ ] Book the call");
  await expect(markdown).not.toContainText("- [ ] - [ ]");

  // The visual editor opens it, each item with a box she ticks; the Markdown says so.
  await page.getByRole("radio", { name: "As it will look" }).check();
  const box = articleEditor(page).getByRole("checkbox", { name: "To do: Book the call" });
  await box.check();
  await expectSaved(page);
  await expectNoAxeViolations(page);
  await expect(await markdownView(page)).toContainText("- [ ] Update the CV- [x] Book the call");

  await page.getByRole("radio", { name: "E-mail" }).check();
  const email = page.frameLocator('iframe[title="The issue\'s e-mail"]');
  await expect(email.getByText("☑ Book the call")).toBeVisible();
  await expect(email.getByText("☐ Update the CV")).toBeVisible();
});
