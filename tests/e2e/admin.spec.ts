import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { backOfficeAddress, caughtMailFiles, download, requestSignIn, signIn, waitForSignInMail } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { pagePaths } from "./support/routes";
import { sidewaysScroll } from "./support/sideways-scroll";
import { expect, type Page, test } from "./support/test";

const subject = `=HYPERLINK("http://x","y") ${Date.now()}`;
const adminApiUrls = [
  "/admin/api/session",
  "/admin/api/visits",
  "/admin/api/newsletter",
  "/admin/api/newsletter/1/preview",
  "/admin/api/messages",
  "/admin/api/messages/1",
  "/admin/api/messages/export.csv",
  "/admin/api/subscribers",
  "/admin/api/subscribers/export.csv",
  "/admin/api/health",
  "/admin/api/sessions",
];

async function postContactMessage(page: Page) {
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Full name" }).fill("Priya Shah");
  await page.getByRole("textbox", { name: "Email address" }).fill("priya@example.com");
  await page.getByRole("textbox", { name: "Subject" }).fill(subject);
  await page.getByRole("textbox", { name: "Message" }).fill("I lead a data team.\nI want to go independent next year.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent")).toBeVisible();
}

async function signInByLink(page: Page) {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await expectNoAxeViolations(page);
  const { link } = await requestSignIn(page);
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.hash}`);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
}

test("the coach signs in with an e-mailed link, answers a message and downloads both exports", async ({ page }) => {
  await postContactMessage(page);
  await signInByLink(page);
  await expect(page).toHaveTitle(/^\(\d+ new\) Inbox · Back office$/);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: subject }).click();
  await expect(page.getByText("I want to go independent next year.")).toBeVisible();
  const reply = page.getByRole("link", { name: "Reply" });
  const href = new URL((await reply.getAttribute("href")) ?? "");
  expect(`${href.protocol}${href.pathname}`).toBe("mailto:priya@example.com");
  expect(href.searchParams.get("subject")).toBe(`Re: ${subject}`);
  expect(href.searchParams.get("body")).toContain("> I want to go independent next year.");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Mark as replied" }).click();
  await expect(page.getByText("replied", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as replied" })).toHaveCount(0);

  await page.getByRole("link", { name: /^Inbox/ }).click();
  const messages = await download(page, "Export messages (CSV)");
  const header = messages[0] ?? [];
  const row = messages.find((cells) => cells[header.indexOf("subject")] === `'${subject}`);
  expect(row?.[header.indexOf("status")]).toBe("replied");

  await page.getByRole("link", { name: "Subscribers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Subscribers" })).toBeVisible();
  await expectNoAxeViolations(page);
  const subscribers = await download(page, "Export subscribers (CSV)");
  // Names as the import keeps them, and times as she reads them, the zone in the header.
  expect(subscribers[0]?.slice(1, 6)).toEqual(["email", "first_name", "last_name", "status", "subscribed_at (London time)"]);

  await page.getByRole("link", { name: "Health" }).click();
  await expect(page.getByText("Sent in the last 7 days")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByText("Account", { exact: true }).click();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  expect((await page.request.get("/admin/api/session")).status()).toBe(401);
});

test("a used-up or unknown link says so and offers a new one", async ({ page }) => {
  await page.goto("/admin/sign-in/link#token=not-a-real-token");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "This link has expired or was already used" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page.getByRole("textbox", { name: "E-mail" })).toBeVisible();
});

test("without a session the back office's URLs give no data, and its shell is private", async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  for (const url of adminApiUrls) {
    const answer = await anonymous.get(url);
    expect([url, answer.status()]).toEqual([url, 401]);
    expect(await answer.text()).not.toContain("@");
  }
  const shell = await anonymous.get("/admin/subscribers");
  expect(shell.headers()["cache-control"]).toBe("no-store");
  expect(shell.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(shell.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  expect(shell.headers()["content-security-policy"]).toContain("connect-src 'self'");
  await anonymous.dispose();
});

test("no public page references a back-office chunk", async ({ request }) => {
  const buildDir = path.resolve("build/client");
  const manifestFile = readdirSync(path.join(buildDir, "assets")).find((name) => /^manifest-.+\.js$/.test(name)) ?? "";
  const manifest = JSON.parse(
    readFileSync(path.join(buildDir, "assets", manifestFile), "utf8")
      .replace(/^window.__reactRouterManifest=/, "")
      .replace(/;$/, ""),
  ) as { routes: Record<string, { module: string; imports?: string[] }> };
  const routes = Object.entries(manifest.routes);
  const publicChunks = new Set(
    routes.filter(([id]) => !id.startsWith("admin/")).flatMap(([, route]) => [route.module, ...(route.imports ?? [])]),
  );
  const adminOnly = routes
    .filter(([id]) => id.startsWith("admin/"))
    .flatMap(([, route]) => [route.module, ...(route.imports ?? [])])
    .filter((chunk) => !publicChunks.has(chunk));
  expect(adminOnly.length).toBeGreaterThan(0);
  for (const pagePath of pagePaths) {
    const html = await (await request.get(pagePath)).text();
    for (const chunk of adminOnly) expect(html, `${pagePath} references ${chunk}`).not.toContain(chunk);
  }
});

test("on a phone the coach signs in with the e-mailed code, and the back office fits and works by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/admin/sign-in");
  const address = backOfficeAddress();
  const seen = caughtMailFiles();
  await page.getByRole("textbox", { name: "E-mail" }).fill(address);
  await page.keyboard.press("Enter");
  await expect(page.getByText("If that address may sign in, a link is on its way.")).toBeVisible();
  const { code } = await waitForSignInMail(address, seen);
  await page.getByRole("textbox", { name: "6-digit code" }).fill(code);
  await page.getByRole("button", { name: "Sign in with the code" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  // On a phone the screens are behind the Menu button.
  for (const screen of ["Subscribers", "Health"]) {
    await page.getByRole("button", { name: "Menu" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("link", { name: screen }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: screen })).toBeVisible();
    expect(await sidewaysScroll(page), `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test("on Health the coach sees every signed-in browser and ends one she does not recognise", async ({ page, browser }) => {
  const elsewhere = await browser.newPage();
  await signIn(elsewhere);
  await signIn(page);
  await page.getByRole("link", { name: "Health" }).click();
  const sessions = page.getByRole("region", { name: "Signed-in sessions" });
  await expect(sessions.getByText(`${backOfficeAddress()} (this browser)`)).toBeVisible();
  await expectNoAxeViolations(page);
  // Earlier tests of this worker may have left sessions of the same address: she ends every other one. The other
  // workers sign in as addresses of their own meanwhile, so only this address's sessions are counted.
  const endButtons = sessions.getByRole("button", { name: `End the session of ${backOfficeAddress()} signed in` });
  for (let left = await endButtons.count(); left > 0; left--) {
    await endButtons.first().focus();
    await page.keyboard.press("Enter");
    await expect(endButtons).toHaveCount(left - 1);
  }
  await expect(sessions.getByRole("listitem").filter({ hasText: backOfficeAddress() })).toHaveCount(1);

  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/admin\/sign-in$/);
  await elsewhere.close();
});
