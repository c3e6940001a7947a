import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import { rawHeader, startTestSmtpServer } from "../../../scripts/support/smtp-sink";

/** What the e2e server's SMTP_URL points at, and where the mails it catches are written for the specs to read. */
export const mailCatcher = {
  port: Number(process.env.E2E_SMTP_PORT),
  folder: process.env.E2E_MAIL_DIR ?? "",
};

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  /** The HTML part; empty when the mail has none. */
  html: string;
  /** The headers the specs look at, unfolded, by lower-case name. */
  headers: Record<string, string>;
}

const keptHeaders = ["list-unsubscribe", "list-unsubscribe-post", "message-id"];

/** Every mail caught so far, oldest first. */
export function caughtMails(): CaughtMail[] {
  return readdirSync(mailCatcher.folder)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(mailCatcher.folder, name), "utf8")) as CaughtMail);
}

/** The mails the local SMTP server has filed for one address, oldest first; waits for `count`. */
export async function mailsTo(address: string, count: number): Promise<CaughtMail[]> {
  let mails: CaughtMail[] = [];
  await expect
    .poll(
      () => {
        mails = caughtMails().filter((mail) => mail.to.includes(address));
        return mails.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return mails;
}

/** The path and query of the first link to `pathname` in the text, for the server under test. */
export function linkPath(text: string, pathname: string): string {
  const match = text.match(new RegExp(`https?://[^\\s>]+${pathname}\\?token=[\\w-]+`));
  if (!match) throw new Error(`No ${pathname} link in: ${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** A mail's HTML part shown in a tab of its own, as a mail program shows it, away from the site's pages and their CSP. */
export async function showMail(context: BrowserContext, mail: CaughtMail | undefined): Promise<Page> {
  expect(mail?.html, "the mail has an HTML part").toMatch(/^<!DOCTYPE html/);
  const reader = await context.newPage();
  await reader.setContent(mail?.html ?? "");
  return reader;
}

/** Playwright's global setup: a real SMTP server for the whole run, each mail saved as one JSON file. */
export default async function startMailCatcher() {
  let count = 0;
  const smtp = await startTestSmtpServer({
    port: mailCatcher.port,
    onMail: (mail) => {
      const headers = Object.fromEntries(
        keptHeaders.flatMap((name) => {
          const value = rawHeader(mail.parsed, name);
          return value === undefined ? [] : [[name, value]];
        }),
      );
      const caught: CaughtMail = {
        to: mail.recipients,
        subject: mail.parsed.subject ?? "",
        text: mail.parsed.text ?? "",
        html: mail.parsed.html || "",
        headers,
      };
      const name = `${String(Date.now()).padStart(15, "0")}-${String(count++).padStart(6, "0")}.json`;
      // Written under another name and then renamed, so a spec reading the folder never meets half a file.
      const file = path.join(mailCatcher.folder, name);
      writeFileSync(`${file}.partial`, JSON.stringify(caught));
      renameSync(`${file}.partial`, file);
    },
  });
  return () => smtp.stop();
}
