import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator } from "@playwright/test";
import { parse } from "yaml";
import { openScreen } from "./admin";
import { expect, type Page } from "./test";

/** Issue 12 as a developer would have written it (tests/fixtures/issue-12.md): fields the site's rules accept. */
export function fixtureIssue() {
  const [, frontmatter = "", body = ""] = readFileSync(path.resolve("tests/fixtures/issue-12.md"), "utf8").split(/^---$/m);
  const { title, summary, description } = parse(frontmatter) as Record<"title" | "summary" | "description", string>;
  return { title, summary, description, body: body.trim() };
}

/** The back office's Newsletter screen, "New issue", and the editor it opens; returns the draft's address. */
export async function startNewIssue(page: Page): Promise<string> {
  await openScreen(page, "Newsletter");
  await page.getByRole("button", { name: "New issue" }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/drafts\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "New issue" })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** The article as it will look: the visual editor. */
export const articleEditor = (page: Page) => page.getByRole("textbox", { name: "Article", exact: true });

/** The article's Markdown (or the welcome e-mail's: `field` "E-mail"), one switch away from the visual editor. */
export async function markdownView(page: Page, field = "Article") {
  await page.getByRole("radio", { name: "As Markdown" }).check();
  return page.getByRole("textbox", { name: `${field} (Markdown)` });
}
/** Links the selected words of `field` through the toolbar's link box, as she would. */
export async function linkSelection(page: Page, field: Locator, address: string) {
  await page.getByRole("button", { name: "Link" }).click();
  const linkDialog = page.getByRole("dialog", { name: "Add a link" });
  await linkDialog.getByRole("textbox", { name: /^Address/ }).fill(address);
  await linkDialog.getByRole("button", { name: "Add the link" }).click();
  await expect(linkDialog).toBeHidden();
  // The cursor is back in the field, after the linked words, a frame after the dialog closes: then she types on.
  await expect(field).toBeFocused();
}

export const saveStatus = (page: Page) => page.getByRole("status").filter({ hasText: /^(Saved|Saving|Not saved)/ });

/** Waits until what was typed has reached the server. */
export async function expectSaved(page: Page) {
  await expect(saveStatus(page)).toHaveText(/^Saved /, { timeout: 15_000 });
}
