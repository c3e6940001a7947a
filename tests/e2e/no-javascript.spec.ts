import type { APIRequestContext } from "@playwright/test";
import { resourcesSeed } from "../../app/content/resources";
import { sessionsSeed } from "../../app/content/sessions";
import { defaultSite as site } from "../../app/content/site";
import { countedLinkTargets } from "../../app/lib/counted-links";
import { pagePaths } from "./support/routes";
import { expect, test } from "./support/test";

/**
 * What our server answered for each link target, asked once a worker: the header's and the footer's links are on every
 * page, so each page asserts every link it has while the server is asked about each address once.
 */
const answered = new Map<string, { status: number; location: string }>();
async function answerTo(request: APIRequestContext, target: string, followRedirects: boolean) {
  const key = `${followRedirects ? "followed" : "first"} ${target}`;
  const known = answered.get(key);
  if (known) return known;
  const response = await request.get(target, followRedirects ? {} : { maxRedirects: 0 });
  const answer = { status: response.status(), location: response.headers().location ?? "" };
  answered.set(key, answer);
  return answer;
}

/** Runs in the "no-javascript" project: the browser never executes a script. */
test.describe("with JavaScript off", () => {
  for (const path of pagePaths) {
    test(`${path} shows its content and every internal link on it works`, async ({ page, request }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      const targets = [...new Set(hrefs.map((href) => href.split("#")[0] ?? "/"))];
      for (const target of targets) {
        const counted = /^\/go\/([^?]+)/.exec(target);
        if (counted) {
          // A counted outbound link: our server records it and sends the browser on to the address in site.ts.
          const followed = await answerTo(request, target, false);
          expect(followed.status, `${path} links to ${target}`).toBe(302);
          // A booking or checkout address may carry the visit's credited source as well (decision 026).
          const location = new URL(followed.location);
          const address = new URL(countedLinkTargets(site, resourcesSeed.library).get(counted[1] ?? "") ?? "");
          expect(location.origin + location.pathname, `${path} links to ${target}`).toBe(address.origin + address.pathname);
          for (const [name, value] of address.searchParams) expect(location.searchParams.get(name)).toBe(value);
          continue;
        }
        const linked = await answerTo(request, target || "/", true);
        expect(linked.status, `${path} links to ${target}`).toBe(200);
      }
    });
  }

  test("the header's 'Book a Session' opens both booking links", async ({ page }) => {
    await page.goto("/");
    const menu = page.locator("#booking-menu");
    await page.getByRole("banner").getByRole("button", { name: "Book a Session" }).click();
    await expect(menu.getByRole("link", { name: /^Book .*opens in a new tab/ })).toHaveCount(sessionsSeed.length);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("the services questions open one at a time", async ({ page }) => {
    await page.goto("/services");
    await page.locator("summary", { hasText: "How long is a session?" }).click();
    await expect(page.getByText(/Each session lasts 60 minutes and takes place by video call/)).toBeVisible();
    await page.locator("summary", { hasText: "What happens after the session?" }).click();
    await expect(page.getByText(/you receive your Strategy Map/)).toBeVisible();
    await expect(page.getByText(/Each session lasts 60 minutes and takes place by video call/)).toBeHidden();
  });

  test("a roadmap step opens its description", async ({ page }) => {
    await page.goto("/philosophy");
    await page.getByRole("button", { name: "Take Stock" }).click();
    await expect(page.locator(":popover-open")).toContainText(/Review your experience, achievements/);
  });

  test("the contact form is posted, never by GET: the message is stored and the page says so", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Full name" }).fill("Priya Shah");
    await page.getByRole("textbox", { name: "Email address" }).fill(`priya-${Date.now()}@example.com`);
    await page.getByRole("combobox", { name: "What would you like to talk about?" }).selectOption("consulting");
    await page.getByRole("textbox", { name: "Subject" }).fill("Moving into consulting");
    await page.getByRole("textbox", { name: "Message" }).fill("I lead operations and want to consult.");
    const [request] = await Promise.all([
      page.waitForRequest("**/forms/contact"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(request.method()).toBe("POST");
    await expect(page.getByRole("heading", { level: 1, name: "Message Sent" })).toBeVisible();
    await expect(page.getByText("Thank you for your message. We'll respond within 24 hours.")).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
  });

  test("a contact message with a blank subject comes back with the reason and everything typed", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Full name" }).fill("Priya Shah");
    await page.getByRole("textbox", { name: "Email address" }).fill("priya@example.com");
    await page.getByRole("combobox", { name: "What would you like to talk about?" }).selectOption("other");
    await page.getByRole("textbox", { name: "Subject" }).fill("   ");
    await page.getByRole("textbox", { name: "Message" }).fill("Kept, every word.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Message Not Sent" })).toBeVisible();
    await expect(page.getByText(`Please try again, or e-mail ${site.email}.`)).toBeVisible();
    await expect(page.getByText("Please enter a subject.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Subject" })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("textbox", { name: "Full name" })).toHaveValue("Priya Shah");
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Kept, every word.");
    await expect(page.getByRole("combobox", { name: "What would you like to talk about?" })).toHaveValue("other");
  });

  test("the newsletter sign-up is posted and answered with the same words as the toast", async ({ page }) => {
    const email = `reader-${Date.now()}@example.com`;
    for (const [heading, text] of [
      ["Success!", "Thank you for subscribing to our newsletter!"],
      ["Subscription Failed", "This email is already subscribed to our newsletter."],
    ] as const) {
      await page.goto("/newsletter");
      await page.getByRole("textbox", { name: "Email address" }).fill(email);
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
    }
    await expect(page.getByRole("textbox", { name: "Email address" })).toHaveValue(email);
    expect(new URL(page.url()).search).toBe("");
  });

  test("a sign-up at the end of an issue is answered on the issue's page itself, at the sign-up, with what was typed kept when refused", async ({
    page,
  }) => {
    const email = `issue-reader-${Date.now()}@example.com`;
    const title = "Hiring Has Seasons: Timing Your Search Around Budget Cycles";
    for (const [answer, text, role] of [
      ["Success!", "Thank you for subscribing to our newsletter!", "status"],
      ["Subscription Failed", "This email is already subscribed to our newsletter.", "alert"],
    ] as const) {
      await page.goto("/newsletter/issue-1");
      await page.getByRole("textbox", { name: "Email address" }).fill(email);
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeAttached();
      expect(new URL(page.url()).hash).toBe("#subscribe");
      await expect(page).toHaveTitle(new RegExp(`^${answer} · `));
      const signUp = page.getByRole("region", { name: "Never Miss an Issue" });
      await expect(signUp).toBeInViewport();
      await expect(signUp.getByRole(role)).toContainText(answer);
      await expect(signUp.getByRole(role)).toContainText(text);
    }
    const field = page.getByRole("textbox", { name: "Email address" });
    await expect(field).toHaveValue(email);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    expect(await page.locator("script[src], script[type='module']").count()).toBe(0);
  });
});
