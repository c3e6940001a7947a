import { fakeCalendlyTokens } from "../../scripts/support/fake-calendly";
import { calendlyDelivery, calendlyInvitee } from "../../scripts/support/sales-events";
import { openScreen, signIn } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { fakeCalendlyOrigin } from "./support/fake-calendly-origin";
import { regeneratingOrigin } from "./support/regenerating-server";
import { expect, test } from "./support/test";

// The second server talks to a local fake of Calendly's API (playwright.config.ts) and has no Calendly key in its settings.
test.use({ baseURL: regeneratingOrigin });

const subscriptionsInCalendly = async (request: import("@playwright/test").APIRequestContext) =>
  (await (await request.get(`${fakeCalendlyOrigin}/_fake/subscriptions`)).json()) as {
    callback_url: string;
    signing_key: string;
  }[];

test("she connects Calendly with a token, without a terminal; a booking signed with the key the site made arrives; Disconnect deletes the subscription", async ({
  page,
}) => {
  // Four axe scans on a loaded two-core machine.
  test.setTimeout(180_000);
  await signIn(page);
  await openScreen(page, "Connections");
  const calendly = page.getByRole("region", { name: "Calendly" });
  await expect(calendly.getByText("Not connected")).toBeVisible();
  const field = calendly.getByLabel("Calendly personal access token");

  await field.fill(fakeCalendlyTokens.revoked);
  await calendly.getByRole("button", { name: "Connect Calendly" }).click();
  await expect(field).toHaveAccessibleDescription(/revoked or has expired\. Make a new one in Calendly/);
  await expect(field).toBeFocused();
  await field.fill(fakeCalendlyTokens.withoutWebhooks);
  await calendly.getByRole("button", { name: "Connect Calendly" }).click();
  await expect(field).toHaveAccessibleDescription(/paid Calendly plan/);

  await field.fill(fakeCalendlyTokens.allowed);
  await calendly.getByRole("button", { name: "Connect Calendly" }).click();
  await expect(calendly.getByText("Connected · waiting for the first booking")).toBeVisible();
  await expect(page.getByText(fakeCalendlyTokens.allowed)).toHaveCount(0);
  const [subscription, ...others] = await subscriptionsInCalendly(page.request);
  expect(others).toEqual([]);
  expect(subscription?.callback_url).toMatch(/\/webhooks\/calendly$/);
  await expect(calendly.getByText(`signing key ending ${subscription?.signing_key.slice(-4)}`)).toBeVisible();
  await expectNoAxeViolations(page);

  // Calendly reports a booking, signed with the key the site generated.
  const invitee = calendlyInvitee(`https://api.calendly.com/invitees/E2E${Date.now()}`);
  const booking = calendlyDelivery("invitee.created", invitee, undefined, subscription?.signing_key);
  expect((await page.request.post("/webhooks/calendly", { data: booking.body, headers: booking.headers })).status()).toBe(200);
  await page.reload();
  await expect(calendly.getByText(/^Connected · last event (just now|1 minute ago) · 1 event$/)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);

  await calendly.getByRole("button", { name: "Disconnect Calendly" }).click();
  await expect(calendly.getByText("Not connected")).toBeVisible();
  expect(await subscriptionsInCalendly(page.request)).toEqual([]);
  await expectNoAxeViolations(page);
});
