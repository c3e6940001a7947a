import { devices } from "@playwright/test";
import { checkoutSession, stripeDelivery } from "../../scripts/support/sales-events";
import { openScreen, signIn } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { checkoutReferenceOfVisit } from "./support/checkout-reference";
import { regeneratingOrigin } from "./support/regenerating-server";
import { sidewaysScroll } from "./support/sideways-scroll";
import { expect, test } from "./support/test";

// The second server has no Stripe secret in its settings (playwright.config.ts): the coach connects Stripe herself.
test.use({ baseURL: regeneratingOrigin });

const secret = `whsec_e2e${Date.now()}abcdefghijklmnop`;
// The server tells visitors apart by address and browser; a browser of its own keeps other specs' visits out of this one.
const userAgent = `${devices["Desktop Chrome"].userAgent} connections-spec/${Date.now()}`;

test("she pastes her Stripe secret, a signed sale from a LinkedIn visit arrives, and its row shows the buyer, £49 and LinkedIn", async ({
  page,
  browser,
}) => {
  // Four axe scans and two servers' worth of requests on a loaded two-core machine.
  test.setTimeout(120_000);
  await signIn(page);
  await openScreen(page, "Connections");
  await expect(page.getByRole("heading", { level: 1, name: "Connections" })).toBeVisible();
  const stripe = page.getByRole("region", { name: "Stripe" });
  // The site's public address (PUBLIC_ORIGIN), which the e2e servers leave at its default.
  await expect(stripe.getByRole("textbox", { name: "Webhook address to paste into Stripe" })).toHaveValue(
    /^https?:\/\/[^/]+\/webhooks\/stripe$/,
  );
  await expect(stripe.getByText("Not connected")).toBeVisible();

  const field = stripe.getByLabel("Stripe signing secret (starts with whsec_)");
  await field.fill(`whsec_ ${secret.slice(6)}`);
  await stripe.getByRole("button", { name: "Save the Stripe secret" }).click();
  await expect(field).toHaveAccessibleDescription(/spaces/);
  await expect(field).toHaveValue(`whsec_ ${secret.slice(6)}`);
  await field.fill(secret);
  await stripe.getByRole("button", { name: "Save the Stripe secret" }).click();
  await expect(stripe.getByText("Waiting for the first event")).toBeVisible();
  await expect(stripe.getByText(`A secret ending ${secret.slice(-4)} is saved.`)).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // A visitor from LinkedIn clicks through to the audit's checkout, and Stripe reports the payment, signed with her secret.
  const reference = await checkoutReferenceOfVisit(browser, regeneratingOrigin, userAgent);

  const buyer = `buyer.${Date.now()}@example.com`;
  const forger = `forger.${Date.now()}@example.com`;
  const forged = Buffer.from(JSON.stringify(["LinkedIn", "", "/"])).toString("base64url");
  const sales: [string, string | null, string][] = [
    [`pi_e2e_${Date.now()}`, reference, buyer],
    [`pi_e2e_forged_${Date.now()}`, forged, forger],
  ];
  for (const [paymentIntent, clientReference, email] of sales) {
    const session = checkoutSession(clientReference, { payment_intent: paymentIntent, customer_details: { email } });
    const paid = stripeDelivery("checkout.session.completed", session, { secret, timestamp: Math.floor(Date.now() / 1000) });
    expect((await page.request.post("/webhooks/stripe", { data: paid.body, headers: paid.headers })).status()).toBe(200);
  }

  await page.reload();
  await expect(stripe.getByText(/^Connected · last event (just now|1 minute ago) · 2 events$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await openScreen(page, "Sales & bookings");
  const rows = page.getByRole("list", { name: "Sales and bookings, newest first" }).getByRole("listitem");
  const sale = rows.filter({ hasText: buyer });
  await expect(sale).toContainText("£49");
  await expect(sale).toContainText("LinkedIn");
  await expect(sale.getByRole("link", { name: "Messages from this address" })).toHaveAttribute(
    "href",
    `/admin?search=${encodeURIComponent(buyer)}`,
  );
  await expect(rows.filter({ hasText: forger })).toContainText("Unknown");
  await expect(rows.filter({ hasText: forger })).not.toContainText("LinkedIn");
  // Each sale named by what was bought: the audit's checkout link she clicked, never the Payment Link's code.
  await expect(sale).toContainText("Visibility Audit");
  await expect(rows.filter({ hasText: forger })).toContainText("A Payment Link not named yet (name it on Connections)");
  await expect(page.getByText(/plink_/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("searchbox", { name: "E-mail contains" }).fill(buyer);
  await page.getByRole("button", { name: "Show these" }).click();
  await expect(rows).toHaveCount(1);

  // A phone: each sale a card, nothing scrolls sideways, and both screens pass axe.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => sidewaysScroll(page), { message: "Sales scrolls sideways on a phone" }).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.goto("/admin/connections");
  await expect(page.getByRole("heading", { level: 1, name: "Connections" })).toBeVisible();
  await expect.poll(() => sidewaysScroll(page), { message: "Connections scrolls sideways on a phone" }).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  // The Payment Link the forged sale came through, named once: its sales are listed under that name.
  const paymentLinks = page.getByRole("region", { name: "Your Stripe Payment Links" });
  await paymentLinks.getByRole("textbox", { name: "What this Payment Link sells" }).fill("Visibility Audit, direct link");
  await paymentLinks.getByRole("button", { name: "Save the name" }).click();
  await expect(paymentLinks.getByText("Saved: its sales are listed as “Visibility Audit, direct link”.")).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);
  await openScreen(page, "Sales & bookings");
  await expect(rows.filter({ hasText: forger })).toContainText("Visibility Audit, direct link");
});
