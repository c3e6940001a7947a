import { signIn } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { sidewaysScroll } from "./support/sideways-scroll";
import { expect, type Page, test } from "./support/test";

test.use({ viewport: { width: 390, height: 844 } });

async function sendContactMessage(page: Page, name: string, subject: string, message: string) {
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Full name" }).fill(name);
  await page.getByRole("textbox", { name: "Email address" }).fill("enquirer@example.com");
  await page.getByRole("textbox", { name: "Subject" }).fill(subject);
  await page.getByRole("textbox", { name: "Message" }).fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent")).toBeVisible();
}

test("the coach's inbox on a phone: tabs, unread until opened, the interest in words, search and where a sender came from", async ({
  page,
}) => {
  const stamp = `${Date.now()}`;
  const kept = `Leaving banking ${stamp}`;
  const archived = `An old question ${stamp}`;
  await page.goto(`/services?utm_source=linkedin&utm_campaign=inbox-${stamp}`);
  await sendContactMessage(page, "Priya Shah", kept, `Twenty years in risk, word-${stamp}, and ready to move.`);
  await sendContactMessage(page, "Archie Byrne", archived, "Is the audit still available?");

  await signIn(page);
  const item = (subject: string) => page.getByRole("listitem").filter({ has: page.getByRole("link", { name: subject }) });
  await expect(page.getByRole("link", { name: /^New \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
  await expect(item(kept)).toContainText("Unread");
  await expect(item(kept)).toContainText("Career Clarity Sprint");
  await expect(item(kept)).toContainText(`came from LinkedIn (inbox-${stamp})`);
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: archived }).click();
  await page.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText("archived", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "← Back to the inbox" }).click();
  await expect(page.getByRole("link", { name: kept })).toBeVisible();
  await expect(page.getByRole("link", { name: archived })).toHaveCount(0);
  await page.getByRole("link", { name: /^Archived \(\d+\)$/ }).click();
  await expect(page.getByRole("link", { name: /^Archived \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: archived })).toBeVisible();
  await expect(page.getByRole("link", { name: kept })).toHaveCount(0);

  await page.getByRole("link", { name: /^New \(\d+\)$/ }).click();
  await page.getByRole("link", { name: kept }).click();
  await expect(page.getByRole("heading", { level: 1, name: kept })).toBeVisible();
  await expect(page.getByText("Career Clarity Sprint")).toBeVisible();
  await expect(page.getByText(`LinkedIn (inbox-${stamp}), arrived on /services`)).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "← Back to the inbox" }).click();
  await expect(page.getByRole("link", { name: kept })).toBeVisible();
  await expect(item(kept)).not.toContainText("Unread");

  await page.getByRole("searchbox", { name: /Search by name, e-mail address or words in the message/ }).fill(`word-${stamp}`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`search=word-${stamp}`));
  await expect(page.getByRole("link", { name: kept })).toBeVisible();
  await expect(page.getByRole("link", { name: /^New \(1\)$/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
