import { defaultSite as site } from "../../app/content/site";
import { startSession } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { type CaughtMail, caughtMails, showMail } from "./support/mail-catcher";
import { expect, test } from "./support/test";

test("the coach's notification of a message has an HTML part whose link opens the message in the back office", async ({
  page,
}) => {
  const subject = `Moving into consulting ${Date.now()}`;
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Full name" }).fill("Jonah Reid");
  await page.getByRole("textbox", { name: "Email address" }).fill("jonah@example.com");
  await page.getByRole("textbox", { name: "Subject" }).fill(subject);
  await page.getByRole("textbox", { name: "Message" }).fill("I have led a consulting practice for ten years.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent")).toBeVisible();

  let notification: CaughtMail | undefined;
  await expect
    .poll(() => (notification = caughtMails().find((mail) => mail.subject.includes(subject))), { timeout: 30_000 })
    .toBeTruthy();
  expect(notification?.to).toEqual([site.email]);
  expect(notification?.text).toMatch(
    /Received (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} \w+ \d{4} at \d{1,2}:\d{2}[ap]m\./,
  );
  const shown = await showMail(page.context(), notification);
  const inbox = new URL((await shown.getByRole("link", { name: "Open it in your inbox" }).getAttribute("href")) ?? "");
  await expect(shown.getByText(/^Received: \w+day \d{1,2} \w+ \d{4} at \d{1,2}:\d{2}[ap]m$/)).toBeVisible();
  expect(inbox.pathname).toMatch(/^\/admin\/messages\/\d+$/);

  await startSession(page);
  await page.goto(inbox.pathname);
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText("I have led a consulting practice for ten years.")).toBeVisible();
});

test("on Health the coach switches the Monday summary on and off again, and the choice is kept", async ({ page }) => {
  await startSession(page);
  await page.goto("/admin/health");
  const summary = page.getByRole("checkbox", { name: "Send me the Monday summary" });
  // The e2e servers run with WEEKLY_SUMMARY=false, its default until she chooses.
  await expect(summary).not.toBeChecked();
  await expectNoAxeViolations(page);

  await summary.check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved: the summary will come every Monday morning.")).toBeVisible();
  await page.reload();
  await expect(summary).toBeChecked();
  await expect(page.getByText(/You last changed this on/)).toBeVisible();

  await summary.uncheck();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved: no more Monday summaries.")).toBeVisible();
  await page.reload();
  await expect(summary).not.toBeChecked();
});
