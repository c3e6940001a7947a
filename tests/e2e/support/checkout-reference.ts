import { type Browser, devices, expect } from "@playwright/test";
import { defaultSite as site } from "../../../app/content/site";
import { linkHref } from "./counted-links";

/**
 * A visitor from LinkedIn, or by a link with other `tags` (their own browser, `userAgent`, so that other specs' visits
 * stay apart), lands on the audit's page and clicks through to its checkout; returns the client_reference_id /go/
 * added to the checkout's address.
 */
export async function checkoutReferenceOfVisit(
  browser: Browser,
  baseURL: string | undefined,
  userAgent: string,
  tags = "utm_source=linkedin",
) {
  const visitor = await browser.newContext({ ...devices["Desktop Chrome"], userAgent, baseURL });
  await visitor.route(`${new URL(site.links.auditCheckout).origin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Checkout</title>" }),
  );
  const audit = await visitor.newPage();
  await audit.goto(`/visibility-audit?${tags}`);
  const [checkout] = await Promise.all([
    visitor.waitForEvent("page"),
    audit
      .locator(`a[href="${linkHref("auditCheckout", "/visibility-audit")}"]`)
      .filter({ visible: true })
      .first()
      .click(),
  ]);
  await expect(checkout).toHaveURL(/client_reference_id=/, { timeout: 30_000 });
  const reference = new URL(checkout.url()).searchParams.get("client_reference_id");
  await visitor.close();
  return reference;
}
