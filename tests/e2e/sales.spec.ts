import { devices } from "@playwright/test";
import { checkoutSession, stripeDelivery } from "../../scripts/support/sales-events";
import { openScreen, signIn } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { checkoutReferenceOfVisit } from "./support/checkout-reference";
import { sidewaysScroll } from "./support/sideways-scroll";
import { expect, test } from "./support/test";

// The server tells visitors apart by address and browser; a browser of its own keeps other specs' visits out of this one.
const userAgent = `${devices["Desktop Chrome"].userAgent} sales-spec/${Date.now()}`;

test("a visit from LinkedIn that buys the audit shows as £49 from LinkedIn in Sales & bookings", async ({
  page,
  browser,
  baseURL,
}) => {
  const reference = await checkoutReferenceOfVisit(browser, baseURL, userAgent);
  expect(reference).toMatch(/^[A-Za-z0-9_-]{1,200}$/);

  const paymentIntent = `pi_e2e_${Date.now()}`;
  const paid = stripeDelivery("checkout.session.completed", checkoutSession(reference, { payment_intent: paymentIntent }));
  const delivered = await page.request.post("/webhooks/stripe", { data: paid.body, headers: paid.headers });
  expect(delivered.status()).toBe(200);

  await signIn(page);
  await openScreen(page, "Sales & bookings");
  await expect(page.getByRole("heading", { level: 1, name: "Sales & bookings" })).toBeVisible();
  await expect(page).toHaveTitle(/Sales & bookings · Back office$/);
  const perSource = page.getByRole("table", { name: "Bookings and sales per source, these 13 weeks" });
  await expect(perSource.getByRole("row", { name: /^LinkedIn\b/ })).toContainText("£49");
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 320, height: 720 });
  await expect.poll(() => sidewaysScroll(page), { message: "the screen scrolls sideways on a phone" }).toBeLessThanOrEqual(0);
});
