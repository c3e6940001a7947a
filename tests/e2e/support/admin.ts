import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type CaughtMail, mailCatcher } from "./mail-catcher";

/** Waits for a sign-in e-mail to `to` that was not among `seen`, and returns its link and code. */
export async function waitForSignInMail(to: string, seen: Set<string>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(mailCatcher.folder).filter((name) => !seen.has(name))) {
      const mail = JSON.parse(readFileSync(path.join(mailCatcher.folder, file), "utf8")) as CaughtMail;
      const link = mail.text.match(/https?:\/\/\S+#token=[\w-]+/)?.[0];
      if (mail.to.includes(to) && link) return { link, code: mail.text.match(/sign-in page: (\d{6})/)?.[1] ?? "" };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No sign-in e-mail to ${to} arrived`);
}

export const caughtMailFiles = () => new Set(readdirSync(mailCatcher.folder));
