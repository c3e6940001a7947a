import { expectNoAxeViolations } from "./support/axe";
import { linkPath, mailsTo, showMail } from "./support/mail-catcher";
import { expect, test } from "./support/test";

test("subscribe in the browser, confirm from the e-mail, then unsubscribe with the one-click POST", async ({ page, request }) => {
  const email = `lifecycle-${Date.now()}@example.com`;
  await page.goto("/newsletter");
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Success!")).toBeVisible();
  await expect(page.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
  await expect(page.getByText("Check your inbox to confirm.")).toBeVisible();

  const [confirmation] = await mailsTo(email, 1);
  const confirmPath = linkPath(confirmation?.text ?? "", "/newsletter/confirm");
  // The HTML part's button opens the same page as the plain text's link.
  const button = (await showMail(page.context(), confirmation)).getByRole("link", { name: "Confirm my subscription" });
  expect(linkPath((await button.getAttribute("href")) ?? "", "/newsletter/confirm")).toBe(confirmPath);
  await page.goto(confirmPath);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You are subscribed" })).toBeVisible();

  const [, welcome] = await mailsTo(email, 2);
  const welcomeShown = await showMail(page.context(), welcome);
  // Tagged, so that a booking after one is credited to the welcome e-mail in What brings clients.
  await expect(welcomeShown.getByRole("link", { name: "read the past issues" })).toHaveAttribute(
    "href",
    /\/newsletter\?utm_source=newsletter&utm_campaign=welcome$/,
  );
  await expect(welcomeShown.getByRole("link", { name: "Book a Session" })).toHaveAttribute(
    "href",
    /\/contact\?utm_source=newsletter&utm_campaign=welcome$/,
  );
  const listUnsubscribe = welcome?.headers["list-unsubscribe"] ?? "";
  expect(listUnsubscribe).toMatch(/^<https?:\/\/[^>]+\/newsletter\/unsubscribe\?token=[\w-]+>, <mailto:[^>]+>$/);
  expect(welcome?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

  const unsubscribe = linkPath(listUnsubscribe, "/newsletter/unsubscribe");
  const oneClick = await request.post(unsubscribe, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);

  await page.goto(unsubscribe);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
});

test("a confirm link that is not valid shows a clear page, without the button", async ({ page }) => {
  const response = await page.goto("/newsletter/confirm?token=not-a-real-token");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm my subscription" })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
