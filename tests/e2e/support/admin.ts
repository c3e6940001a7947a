import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseCsv } from "../../support/parse-csv";
import { backOfficeAddresses } from "./back-office-addresses";
import { type CaughtMail, mailCatcher } from "./mail-catcher";
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

/** Signs in on the sign-in page with the e-mailed code and lands on the Inbox. */
export async function signInWithCode(page: Page) {
  await page.goto("/admin/sign-in");
  const { code } = await requestSignIn(page);
  await page.getByRole("textbox", { name: "6-digit code" }).fill(code);
  await page.getByRole("button", { name: "Sign in with the code" }).click();
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
