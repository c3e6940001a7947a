import { openScreen, signIn } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { brokenWords } from "./support/broken-words";
import { sidewaysScroll } from "./support/sideways-scroll";
import { expect, test } from "./support/test";

for (const width of [390, 1280]) {
  test(`Connections at ${width} px: the whole webhook address, event names broken between their parts, the guide one tap away`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await signIn(page);
    await openScreen(page, "Connections");
    await expect(page.getByRole("heading", { level: 1, name: "Connections" })).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);

    const stripe = page.getByRole("region", { name: "Stripe" });
    const address = stripe.getByRole("textbox", { name: "Webhook address to paste into Stripe" });
    await expect(address).toHaveValue(/\/webhooks\/stripe$/);
    // Nothing of the address is hidden inside its box: no sideways scroll, no line cut off below.
    expect(await address.evaluate((box) => box.scrollWidth <= box.clientWidth && box.scrollHeight <= box.clientHeight)).toBe(
      true,
    );
    await expect(stripe.getByRole("button", { name: "Copy the Stripe address" })).toBeVisible();
    await expect(stripe).toContainText("checkout.session.async_payment_succeeded");
    expect(await brokenWords(page.getByRole("main"))).toEqual([]);

    await page.getByRole("link", { name: "Your guide has each step" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Your guide, step by step" })).toBeInViewport();
    await expect(page.getByRole("heading", { level: 3, name: "Stripe (the audit checkout)" })).toBeVisible();
    expect(await brokenWords(page.getByRole("main"))).toEqual([]);
    await expectNoAxeViolations(page);
  });
}
