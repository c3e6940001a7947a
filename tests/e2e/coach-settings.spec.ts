import type { Locator } from "@playwright/test";
import { startSession } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { rebuildTimeoutMs, regeneratingOrigin } from "./support/regenerating-server";
import { sidewaysScroll } from "./support/sideways-scroll";
import { expect, test } from "./support/test";

// Saving settings rebuilds the site: the second server, with a data folder of its own, so no other spec sees it change.
test.use({ baseURL: regeneratingOrigin });

const newCheckout = "https://buy.stripe.com/claire-whitmore-audit";

test("a wrong value is refused beside its field, nothing is saved, and what she typed stays", async ({ page }) => {
  test.setTimeout(120_000);
  await startSession(page);
  await page.goto("/admin/settings");
  const linkedIn = page.getByRole("textbox", { name: "Your LinkedIn profile" });
  await linkedIn.fill("javascript:alert(1)");
  const fullName = page.getByRole("textbox", { name: "Your full name" });
  await fullName.fill('"><script>alert(1)</script>');
  // Each section saves on its own: the social link's refusal says nothing of the other section's field.
  await page.getByRole("button", { name: "Save your social link" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Nothing was saved" })).toHaveText(
    "Nothing was saved: one value needs correcting (see beside it).",
  );
  await expect(linkedIn).toHaveAccessibleDescription(/starting with https:\/\//);
  await expect(linkedIn).toHaveValue("javascript:alert(1)");
  await expect(page.getByText("“javascript:alert(1)”")).toHaveCount(0);
  await page.getByRole("button", { name: "Save your details" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Nothing was saved" })).toHaveCount(2);
  await expect(fullName).toBeFocused();
  await expect(fullName).toHaveValue('"><script>alert(1)</script>');
});

test("she replaces the audit's checkout link and its price, and the rebuilt site follows", async ({ page }) => {
  // The rebuild's wait, and the sign-in, saves and pages around it on a loaded machine.
  test.setTimeout(180_000);
  await startSession(page);
  await page.goto("/admin/settings");
  await page.getByRole("textbox", { name: "Visibility Audit checkout link" }).fill(newCheckout);
  await page.getByRole("textbox", { name: "Visibility Audit price (£)" }).fill("59");
  await page.getByRole("button", { name: "Save booking and payment" }).click();
  // Once the site is live, the line under the section says so, and no longer that the site is being updated.
  await expect(page.getByRole("status").filter({ hasText: "Your 2 changes are live on the website." })).toBeVisible({
    timeout: rebuildTimeoutMs,
  });
  await expect(page.getByText(/The website is being (updated|rebuilt)/)).toHaveCount(0);

  // The audit's checkout goes through /go/audit-checkout, which now leads to her new Payment Link.
  const redirect = await page.request.get("/go/audit-checkout?from=/visibility-audit", { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toContain(newCheckout);

  await page.goto("/visibility-audit");
  await expect(page.getByText("£59").first()).toBeVisible();
  const structuredData = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(structuredData.join("")).toMatch(/"price":\s*59\b/);
  expect(structuredData.join("")).not.toMatch(/"price":\s*49\b/);

  // The change is in the history, and can be undone.
  await page.goto("/admin/settings");
  await expect(page.getByText(`→ “${newCheckout}”`)).toBeVisible();
  await page.getByRole("button", { name: "Undo this change: Visibility Audit price (£)" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Change undone." })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Visibility Audit price (£)" })).toHaveValue("49");
  await expect(page.getByRole("button", { name: "Undo this change: Visibility Audit checkout link" })).toBeVisible();
});

test("the settings screen has no axe violations and fits a 320 px screen", async ({ page }) => {
  test.setTimeout(120_000);
  await startSession(page);
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Your details and links" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await sidewaysScroll(page)).toBe(0);
});

test("on a phone she sees what she typed tidied, and a refused save takes her to the first value to correct, never under the save button", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await startSession(page);
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Your details and links" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Town or city" })).toHaveValue("London");

  // Tidied as she leaves each field, before anything is saved.
  const price = page.getByRole("textbox", { name: "Visibility Audit price (£)" });
  await price.fill("£210");
  await price.press("Tab");
  await expect(price).toHaveValue("210");
  const checkout = page.getByRole("textbox", { name: "Visibility Audit checkout link" });
  await checkout.fill("buy.stripe.com/claire-audit");
  await checkout.press("Tab");
  await expect(checkout).toHaveValue("https://buy.stripe.com/claire-audit");

  // Two wrong values in her details, the first near the top; she saves from the bottom of that section.
  const email = page.getByRole("textbox", { name: "Your e-mail address" });
  await email.fill("not an address");
  const town = page.getByRole("textbox", { name: "Town or city" });
  await town.fill('"><script>alert(1)</script>');
  await page.getByRole("button", { name: "Save your details" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Nothing was saved" })).toContainText(
    "Nothing was saved: 2 values need correcting",
  );
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(/e-mail address, such as/);
  await expectUncovered(email);
  await expectUncovered(page.getByText("Please enter an e-mail address, such as you@example.co.uk.", { exact: true }));

  // The summary at the top lists both, each leading to its field; what she typed stays.
  const summary = page.getByRole("region", { name: /Nothing was saved/ });
  await expect(summary.getByRole("link")).toHaveText([/^Your e-mail address: /, /^Town or city: /]);
  await summary.getByRole("link", { name: /^Town or city/ }).click();
  await expect(town).toBeFocused();
  await expect(town).toHaveValue('"><script>alert(1)</script>');
  await expectUncovered(town);
  await expectNoAxeViolations(page);

  // At 200% zoom too, each field she tabs to shows in full, the save button never over it.
  await page.setViewportSize({ width: 640, height: 400 });
  for (const name of ["Visibility Audit price (£)", "Your LinkedIn profile"]) {
    const field = page.getByRole("textbox", { name });
    await field.focus();
    await expectUncovered(field);
  }
});

/** The element is on screen, and what shows at its middle is the element itself, not something over it. */
async function expectUncovered(element: Locator) {
  await expect(element).toBeInViewport({ ratio: 1 });
  const covered = await element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top === target || target.contains(top) ? "" : (top?.outerHTML.slice(0, 80) ?? "nothing");
  });
  expect(covered, "something covers it").toBe("");
}
