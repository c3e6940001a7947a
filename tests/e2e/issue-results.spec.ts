import { devices } from "@playwright/test";
import { checkoutSession, stripeDelivery } from "../../scripts/support/sales-events";
import { openScreen, signIn } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { checkoutReferenceOfVisit } from "./support/checkout-reference";
import { sidewaysScroll } from "./support/sideways-scroll";
import { expect, test } from "./support/test";

const resultsCaption = "Each issue's, welcome e-mail's and guide's readers and clients, newest issue first";

// The server tells visitors apart by address and browser; a browser of its own keeps other specs' visits out of this one.
const userAgent = `${devices["Desktop Chrome"].userAgent} issue-results-spec/${Date.now()}`;

test("a reader who follows issue 1's link and buys the audit shows as £49 against issue 1 on the Newsletter screen", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two axe scans on a loaded two-core machine.
  test.setTimeout(120_000);
  const reference = await checkoutReferenceOfVisit(browser, baseURL, userAgent, "utm_source=newsletter&utm_campaign=issue-1");
  const paid = checkoutSession(reference, { payment_intent: `pi_e2e_issue_${Date.now()}` });
  const delivery = stripeDelivery("checkout.session.completed", paid);
  expect((await page.request.post("/webhooks/stripe", { data: delivery.body, headers: delivery.headers })).status()).toBe(200);

  await signIn(page);
  await openScreen(page, "Newsletter");
  // Reached from the top of the screen, without scrolling past every issue.
  await page.getByRole("link", { name: "What brings clients" }).click();
  await expect(page).toHaveURL(/#issue-results$/);
  await expect(page.getByRole("heading", { level: 2, name: "What brings clients" })).toBeInViewport();
  const results = page.getByRole("region", { name: "What brings clients" });
  const issueOne = results.getByRole("table", { name: resultsCaption }).getByRole("row", {
    name: /^1\. /,
  });
  await expect(issueOne).toContainText("£49");
  await expectNoAxeViolations(page);

  // On the narrowest phone, a card per issue instead of a table that scrolls sideways.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(results.getByRole("table")).toBeHidden();
  const card = results
    .getByRole("list", { name: resultsCaption })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: /^1\. / }) });
  await expect(card.getByRole("definition").last()).toHaveText("£49");
  await expect(card.getByRole("term")).toHaveText(["Reached", "Signed up from it", "Bookings", "Sales", "Taken"]);
  await expect.poll(() => sidewaysScroll(page), { message: "Newsletter scrolls sideways on a phone" }).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
