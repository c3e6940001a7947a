import { consentVersion } from "../../app/content/consent";
import { backOfficeAddress, download, signIn, startSession } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { sidewaysScroll } from "./support/sideways-scroll";
import { expect, type Page, test } from "./support/test";

const stamp = Date.now();
const source = "Signed up on paper at my London workshop, March 2026";

/** Signs up on the newsletter page as a visitor would, and waits until the page asks them to confirm. */
async function subscribeOnNewsletterPage(page: Page, email: string) {
  await page.goto("/newsletter");
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Check your inbox to confirm.")).toBeVisible();
}

/** The figure an import reported beside one of its labels. */
const reportedCount = (page: Page, label: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.getByRole("term").getByText(label, { exact: true }) })
    .locator("dd span")
    .first();

async function openSubscriber(page: Page, email: string) {
  await page.getByRole("link", { name: "Subscribers", exact: true }).click();
  await page.getByRole("searchbox", { name: "Search by address, name, page or source" }).fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: email }).click();
  await expect(page.getByRole("heading", { level: 1, name: email })).toBeVisible();
}

test("the coach adds a subscriber, imports a list, reads a consent history and erases a person", async ({ page }) => {
  const visitor = `visitor-${stamp}@example.com`;
  const added = `added-${stamp}@example.com`;
  // Two visitors sign up on the site: one to be erased, one whose confirmation e-mail Health still counts after.
  for (const email of [visitor, `kept-${stamp}@example.com`]) {
    await subscribeOnNewsletterPage(page, email);
  }

  await signIn(page);
  await page.getByRole("link", { name: "Subscribers", exact: true }).click();
  await page.getByRole("link", { name: "Add or import subscribers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add subscribers" })).toBeVisible();
  await expectNoAxeViolations(page);

  const addForm = page.getByRole("form", { name: "Add subscriber" });
  await addForm.getByRole("textbox", { name: "E-mail address" }).fill(added);
  await addForm.getByRole("textbox", { name: "Where they came from and how they agreed" }).fill(source);
  await addForm.getByRole("checkbox", { name: "I confirm that this person agreed to receive the newsletter" }).check();
  await addForm.getByRole("button", { name: "Add subscriber" }).click();
  await expect(addForm.getByRole("status")).toHaveText(`${added} is now a confirmed subscriber. No e-mail was sent.`);

  const importForm = page.getByRole("form", { name: "Import CSV" });
  const csv = [
    "Name,Email",
    `Ann,imported-a-${stamp}@example.com`,
    `Bob,imported-b-${stamp}@example.com`,
    `Me,${added}`,
    "Typo,nobody-at-example.com",
  ];
  await importForm.getByLabel(/^CSV file/).setInputFiles({
    name: "workshop.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv.join("\n")),
  });
  await importForm.getByRole("textbox", { name: "Where they came from and how they agreed" }).fill(source);
  await importForm.getByRole("checkbox", { name: "I confirm that these people agreed to receive the newsletter" }).check();
  await importForm.getByRole("button", { name: "Import CSV" }).click();
  await expect(importForm.getByText("The list was imported. No e-mail was sent.")).toBeVisible();
  await expect(reportedCount(page, "Imported")).toHaveText("2");
  await expect(reportedCount(page, "Already present")).toHaveText("1");
  await expect(reportedCount(page, "Suppressed")).toHaveText("0");
  await expect(reportedCount(page, "Invalid")).toHaveText("1");
  await expectNoAxeViolations(page);

  await openSubscriber(page, added);
  const addedEvent = page.getByRole("row").filter({ hasText: "Added by you" });
  await expect(addedEvent).toContainText(source);
  await expect(addedEvent).toContainText(`${backOfficeAddress()} confirmed that they agreed`);
  await expect(page.getByRole("row").filter({ hasText: "Imported by you" })).toHaveCount(0);

  await openSubscriber(page, visitor);
  await expect(page.getByText("Waiting for confirmation")).toBeVisible();
  const subscribed = page.getByRole("row").filter({ hasText: "Subscribed" });
  await expect(subscribed).toContainText("/newsletter");
  await expect(subscribed).toContainText(consentVersion);
  await expectNoAxeViolations(page);

  const erase = page.getByRole("button", { name: "Delete everything about this person" });
  await erase.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Delete everything about ${visitor}?` });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(erase).toBeFocused();
  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Yes, delete everything" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Subscribers" })).toBeVisible();
  const notice = page.getByRole("status").filter({ hasText: `Everything about ${visitor} was deleted.` });
  await expect(notice).toContainText("Removed: 1 subscription, 1 consent event");
  await expect(notice).toBeFocused();
  await expect(notice, "the list opens at its top, the notice in sight").toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page);
  await page.getByRole("searchbox", { name: "Search by address, name, page or source" }).fill(visitor);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No subscribers match.")).toBeVisible();

  await page.getByRole("link", { name: "Health" }).click();
  const caps = page.getByRole("region", { name: "Confirmation e-mails" });
  const sent = caps.locator("div").filter({ has: page.getByRole("term").getByText("Sent in the last 24 hours (cap 200)") });
  await expect(sent.getByRole("definition")).not.toHaveText("0");
  await expect(caps.getByRole("term")).toHaveText([
    "Sent in the last 24 hours (cap 200)",
    "Waiting for a place under the daily cap",
    "Held back by the daily cap",
    "Held back by the per-address cap",
  ]);
  await expectNoAxeViolations(page);
});

test("on a short window, the list opens at its top after an erasure, its heading and navigation in sight", async ({ page }) => {
  const visitor = `short-window-${stamp}@example.com`;
  await subscribeOnNewsletterPage(page, visitor);
  await signIn(page);
  // A short window: the person's page is scrolled down to reach the button, and the list is taller than the window.
  await page.setViewportSize({ width: 1280, height: 540 });
  await openSubscriber(page, visitor);
  await page.getByRole("button", { name: "Delete everything about this person" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, delete everything" }).click();

  const notice = page.getByRole("status").filter({ hasText: `Everything about ${visitor} was deleted.` });
  await expect(notice).toBeFocused();
  await expect(notice).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("heading", { level: 1, name: "Subscribers" })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeInViewport({ ratio: 1 });
});

test("on a phone, a refused addition or import says what is wrong beside each field and keeps what was typed", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await startSession(page);
  await page.goto("/admin/subscribers/add");
  expect(await sidewaysScroll(page), "Add subscribers scrolls sideways").toBeLessThanOrEqual(0);
  const addForm = page.getByRole("form", { name: "Add subscriber" });
  const address = addForm.getByRole("textbox", { name: "E-mail address" });
  await address.fill("priya at example dot com");
  await addForm.getByRole("textbox", { name: "Where they came from and how they agreed" }).fill(source);
  await addForm.getByRole("button", { name: "Add subscriber" }).click();
  await expect(address).toBeFocused();
  await expect(address).toHaveAccessibleDescription("Please enter a valid e-mail address, like name@example.com.");
  await expect(address).toHaveValue("priya at example dot com");
  await expect(addForm.getByRole("checkbox")).toHaveAccessibleDescription(
    "Please confirm that these people agreed to receive the newsletter.",
  );
  await expect(addForm.getByRole("textbox", { name: "Where they came from and how they agreed" })).toHaveValue(source);

  const importForm = page.getByRole("form", { name: "Import CSV" });
  const file = importForm.getByLabel(/^CSV file/);
  await file.setInputFiles({
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
  });
  await importForm.getByRole("checkbox").check();
  await importForm.getByRole("button", { name: "Import CSV" }).click();
  await expect(file).toBeFocused();
  await expect(file).toHaveAccessibleDescription(
    "This is not a CSV file. Save the list as CSV (comma-separated values) and choose that file.",
  );
  await expect(importForm.getByRole("textbox", { name: "Where they came from and how they agreed" })).toHaveAccessibleDescription(
    "Please say where these addresses came from and how the people agreed.",
  );
  await expect(importForm.getByRole("checkbox")).toBeChecked();
  await expectNoAxeViolations(page);
});

/** Imports a list on the Add subscribers screen as the coach would, and waits for its report. */
async function importList(page: Page, name: string, lines: string[]) {
  await page.goto("/admin/subscribers/add");
  const importForm = page.getByRole("form", { name: "Import CSV" });
  await importForm.getByLabel(/^CSV file/).setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(lines.join("\n")) });
  await importForm.getByRole("textbox", { name: "Where they came from and how they agreed" }).fill(source);
  await importForm.getByRole("checkbox", { name: "I confirm that these people agreed to receive the newsletter" }).check();
  await importForm.getByRole("button", { name: "Import CSV" }).click();
  await expect(importForm.getByText("The list was imported. No e-mail was sent.")).toBeVisible();
}

async function searchList(page: Page, term: string) {
  await page.getByRole("searchbox", { name: "Search by address, name, page or source" }).fill(term);
  await page.getByRole("button", { name: "Search" }).click();
}

test("on a phone, each subscriber is a card with the address on one or two lines, and the list goes a screen at a time", async ({
  page,
}) => {
  const tag = `paged-${stamp}`;
  const long = `alexandra.montgomery-${stamp % 1000}@consultancy-partners.co.uk`;
  const others = Array.from({ length: 60 }, (_, index) => `${tag}-${index}@example.com`);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await importList(page, "long-list.csv", ["email", long, ...others]);

  await page.goto("/admin/subscribers");
  await searchList(page, long);
  const address = page.getByRole("link", { name: long });
  const lines = await address.evaluate(
    (link) => link.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(link).lineHeight),
  );
  expect(Math.round(lines), "the long address takes one or two lines").toBeLessThanOrEqual(2);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  await searchList(page, tag);
  await expect(page.getByText("Showing 1–50 of 60")).toBeVisible();
  await page.getByRole("link", { name: "Older" }).click();
  await expect(page.getByText("Showing 51–60 of 60")).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search by address, name, page or source" })).toHaveValue(tag);
  await expect(page.getByRole("link", { name: "Older" })).toHaveCount(0);
});

test("the coach unsubscribes a person who asked, finds them under Unsubscribed, and an erased address never comes back by import", async ({
  page,
}) => {
  const leaving = `asked-to-leave-${stamp}@example.com`;
  const erased = `asked-to-be-erased-${stamp}@example.com`;
  await signIn(page);
  await importList(page, "workshop.csv", ["email", leaving, erased]);

  await openSubscriber(page, leaving);
  await page.getByRole("button", { name: "Unsubscribe this person" }).click();
  await expect(page.getByText("Unsubscribed on")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Unsubscribed" })).toContainText(
    `Unsubscribed by ${backOfficeAddress()} at the person's request`,
  );
  await expect(page.getByRole("row").filter({ hasText: "Imported by you" })).toContainText(source);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Subscribers", exact: true }).click();
  await page.getByRole("link", { name: /^Unsubscribed \(\d+\)$/ }).click();
  await expect(page.getByRole("link", { name: /^Unsubscribed \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
  await searchList(page, leaving);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: leaving }) });
  await expect(card).toContainText("Unsubscribed");
  await page.getByRole("link", { name: /^Confirmed \(\d+\)$/ }).click();
  await expect(page.getByText("No subscribers match.")).toBeVisible();

  await openSubscriber(page, erased);
  await page.getByRole("button", { name: "Delete everything about this person" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, delete everything" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Everything about ${erased} was deleted.` })).toContainText(
    "Only a one-way fingerprint of the address is kept",
  );

  await importList(page, "old-list.csv", ["Email", erased.toUpperCase(), leaving]);
  await expect(reportedCount(page, "Imported")).toHaveText("0");
  await expect(reportedCount(page, "Suppressed")).toHaveText("2");
  await page.goto("/admin/subscribers");
  await searchList(page, erased);
  await expect(page.getByText("No subscribers match.")).toBeVisible();
});

test("an import keeps names, lists the rows it did not add to download, and the list shows and finds the stated source", async ({
  page,
}) => {
  const named = `named-${stamp}@example.com`;
  const listSource = `Leadership breakfast ${stamp}, guest list`;
  await signIn(page);
  await importList(page, "present.csv", ["email", `present-${stamp}@example.com`]);
  await page.goto("/admin/subscribers/add");
  const importForm = page.getByRole("form", { name: "Import CSV" });
  const csv = [
    "First name,Last name,Email",
    `Priya,Shah,${named}`,
    `Ann,Lee,present-${stamp}@example.com`,
    "Bad,Row,not-an-address",
  ];
  await importForm
    .getByLabel(/^CSV file/)
    .setInputFiles({ name: "guests.csv", mimeType: "text/csv", buffer: Buffer.from(csv.join("\n")) });
  await importForm.getByRole("textbox", { name: "Where they came from and how they agreed" }).fill(listSource);
  await importForm.getByRole("checkbox", { name: "I confirm that these people agreed to receive the newsletter" }).check();
  await importForm.getByRole("button", { name: "Import CSV" }).click();
  await expect(reportedCount(page, "Imported")).toHaveText("1");
  const rows = await download(page, "Download the 2 rows not added (CSV)");
  expect(rows).toEqual([
    ["line", "email", "reason"],
    ["3", `present-${stamp}@example.com`, "already present"],
    ["4", "not-an-address", "invalid"],
  ]);
  await expectNoAxeViolations(page);

  await page.goto("/admin/subscribers");
  await searchList(page, `Leadership breakfast ${stamp}`);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: named }) });
  await expect(card).toContainText("Priya Shah");
  await expect(card).toContainText(listSource);
  await expect(page.getByRole("link", { name: /@example\.com$/ })).toHaveCount(1);
});
