import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readOperatorKey } from "../../../server/sign-in/operator-key";
import type { IssuedSignIn } from "../../../server/sign-in/sign-in-tokens";
import { parseCsv } from "../../support/parse-csv";
import { backOfficeAddresses } from "./back-office-addresses";
import { type CaughtMail, mailCatcher } from "./mail-catcher";
import { regeneratingOrigin } from "./regenerating-server";
import { expect, type Page, test } from "./test";

/** The address the running test signs in as: its worker's own. */
export function backOfficeAddress(): string {
  const address = backOfficeAddresses[test.info().parallelIndex];
  if (!address) throw new Error("More Playwright workers than back-office addresses: add some in tests/e2e/support/admin.ts");
  return address;
}

/** Waits for a sign-in e-mail to `to` that was not among `seen`, and returns its link and code. */
export async function waitForSignInMail(to: string, seen: Set<string>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // Only finished mails: the catcher writes each as NAME.json.partial first, then renames it.
    for (const file of readdirSync(mailCatcher.folder).filter((name) => name.endsWith(".json") && !seen.has(name))) {
      const mail = JSON.parse(readFileSync(path.join(mailCatcher.folder, file), "utf8")) as CaughtMail;
      const link = mail.text.match(/https?:\/\/\S+#token=[\w-]+/)?.[0];
      if (mail.to.includes(to) && link) return { link, code: mail.text.match(/sign-in page: (\d{6})/)?.[1] ?? "" };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No sign-in e-mail to ${to} arrived`);
}

export const caughtMailFiles = () => new Set(readdirSync(mailCatcher.folder));

/** Asks for a sign-in on the sign-in page, as the coach would, and waits for the e-mail. */
export async function requestSignIn(page: Page) {
  const address = backOfficeAddress();
  const seen = caughtMailFiles();
  await page.getByRole("textbox", { name: "E-mail" }).fill(address);
  await page.getByRole("button", { name: "Send me a sign-in link" }).click();
  await expect(page.getByText("If that address may sign in, a link is on its way.")).toBeVisible();
  return waitForSignInMail(address, seen);
}

/**
 * Starts a back-office session in the page's browser without an e-mail, for tests about what comes after signing in:
 * a sign-in link asked of the server with the operator key in its data folder, as `npm run admin-link` does, then
 * redeemed through the sign-in API. The e-mailed link and code themselves are tested in admin.spec.ts.
 */
export async function startSession(page: Page) {
  const origin = new URL((await page.request.get("/healthz")).url()).origin;
  const dataDir = origin === regeneratingOrigin ? process.env.E2E_REGENERATING_DATA_DIR : process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("No e2e data folder in the environment: run the specs through playwright.config.ts");
  const headers = { Origin: origin };
  const asked = await page.request.post("/admin/api/sign-in/operator-link", {
    headers: { ...headers, Authorization: `Bearer ${readOperatorKey(dataDir)}` },
    data: { email: backOfficeAddress() },
  });
  expect(asked.status()).toBe(200);
  const token = new URL(((await asked.json()) as IssuedSignIn).link).hash.replace(/^#token=/, "");
  expect((await page.request.post("/admin/api/sign-in/link", { headers, data: { token } })).status()).toBe(200);
}

/** Starts a session (startSession) and opens the back office on its Inbox. */
export async function signIn(page: Page) {
  await startSession(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
}

/** Clicks the download link named `name` and returns the CSV file it gives, row by row. */
export async function download(page: Page, name: string | RegExp) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  return parseCsv(readFileSync((await file.path()) ?? "", "utf8"));
}

/** Opens a back-office screen from its navigation: through the Menu button first where the window is narrow enough to have one. */
export async function openScreen(page: Page, name: string) {
  const nav = page.getByRole("navigation", { name: "Back office" });
  const menu = nav.getByRole("button", { name: "Menu" });
  if ((await menu.isVisible()) && (await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
  await nav.getByRole("link", { name }).click();
}
