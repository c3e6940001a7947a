import { expectNoAxeViolations } from "./support/axe";
import { linkPath, mailsTo } from "./support/mail-catcher";
import { expect, type Page, test } from "./support/test";

/**
 * The pages the server answers itself (decision 031): a newsletter link's page and a form's answer without
 * JavaScript. Each must look like the site on a phone: computed styles, not only words.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Posts a plain HTML form from a page of the site, as a browser without JavaScript would, and waits for the answer. */
async function postPlainForm(page: Page, from: string, action: string, fields: Record<string, string>) {
  await page.goto(from);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === action);
  await page.evaluate(
    ({ action, fields }) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = action;
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { action, fields },
  );
  return (await answer).status();
}

let siteHeading: { fontSize: string; fontFamily: string; fontWeight: string };

test.beforeEach(async ({ page }) => {
  await page.goto("/privacy");
  siteHeading = await page
    .locator("h1")
    .evaluate((h1) => ({ ...getComputedStyle(h1) }) as unknown as typeof siteHeading)
    .then(({ fontSize, fontFamily, fontWeight }) => ({ fontSize, fontFamily, fontWeight }));
});

/** What a subscriber would notice: the site's frame, its heading style, room at the screen's edge, a real button. */
async function expectTheSiteLook(page: Page, heading: string, button?: string) {
  const h1 = page.getByRole("heading", { level: 1, name: heading });
  await expect(h1).toBeVisible();
  // A page is read once its stylesheet has arrived: before that Chromium may lay the heading out unstyled.
  await page.waitForLoadState("load");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const style = await h1.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { fontSize: computed.fontSize, fontFamily: computed.fontFamily, fontWeight: computed.fontWeight };
  });
  expect(style).toEqual(siteHeading);
  expect(Number.parseFloat(style.fontSize)).toBeGreaterThanOrEqual(30);
  const box = await h1.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(16);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390 - 16);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (button) {
    const looks = await page.getByRole("button", { name: button }).evaluate((element) => {
      const computed = getComputedStyle(element);
      return {
        background: computed.backgroundColor,
        paddingTop: Number.parseFloat(computed.paddingTop),
        paddingLeft: Number.parseFloat(computed.paddingLeft),
        radius: Number.parseFloat(computed.borderTopLeftRadius),
      };
    });
    expect(looks.background).not.toBe("rgba(0, 0, 0, 0)");
    expect(looks.paddingTop).toBeGreaterThanOrEqual(8);
    expect(looks.paddingLeft).toBeGreaterThanOrEqual(16);
    expect(looks.radius).toBeGreaterThan(0);
  }
  await expect(page.locator("script")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page);
}

test("a new subscriber's pages, from the form without JavaScript to unsubscribing, look like the site", async ({ page }) => {
  const email = `server-pages-${Date.now()}@example.com`;
  expect(await postPlainForm(page, "/newsletter", "/forms/subscribe", { email })).toBe(200);
  await expectTheSiteLook(page, "Success!");

  const [confirmation] = await mailsTo(email, 1);
  const confirm = await page.goto(linkPath(confirmation?.text ?? "", "/newsletter/confirm"));
  expect(confirm?.status()).toBe(200);
  expect(confirm?.headers()["content-security-policy"]).toContain("default-src 'none'");
  expect(confirm?.headers()["content-security-policy"]).not.toContain("unsafe-inline");
  expect(confirm?.headers()["x-robots-tag"]).toBe("noindex");
  await expectTheSiteLook(page, "Confirm your subscription", "Confirm my subscription");
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expectTheSiteLook(page, "You are subscribed");

  const [, welcome] = await mailsTo(email, 2);
  await page.goto(linkPath(welcome?.headers["list-unsubscribe"] ?? "", "/newsletter/unsubscribe"));
  await expectTheSiteLook(page, "Unsubscribe from the newsletter", "Unsubscribe");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expectTheSiteLook(page, "You are unsubscribed");

  expect(await postPlainForm(page, "/newsletter", "/forms/subscribe", { email: "not an address" })).toBe(400);
  await expectTheSiteLook(page, "Subscription Failed", "Subscribe");
});

test("a link that is not valid says so in the site's look, with its status", async ({ page }) => {
  for (const path of ["/newsletter/confirm?token=not-a-real-token", "/newsletter/unsubscribe?token=not-a-real-token"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(400);
    await expectTheSiteLook(page, "This link is not valid");
  }
});

test("the contact form's answers without JavaScript look like the site, the form again styled when retried", async ({ page }) => {
  const message = { name: "Priya Shah", email: "priya@example.com", interest: "career", subject: "", message: "Hello." };
  expect(await postPlainForm(page, "/contact", "/forms/contact", message)).toBe(400);
  await expectTheSiteLook(page, "Message Not Sent", "Send Message");
  const subject = page.getByRole("textbox", { name: "Subject" });
  await expect(subject).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please enter a subject.")).toBeVisible();
  const field = await subject.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { border: Number.parseFloat(computed.borderTopWidth), padding: Number.parseFloat(computed.paddingLeft) };
  });
  expect(field.border).toBeGreaterThan(0);
  expect(field.padding).toBeGreaterThanOrEqual(12);
  await expect(page.getByRole("textbox", { name: "Full name" })).toHaveValue("Priya Shah");

  await subject.fill("A question");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expectTheSiteLook(page, "Message Sent");
});
