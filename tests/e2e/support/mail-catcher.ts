import { writeFileSync } from "node:fs";
import path from "node:path";
import { startTestSmtpServer } from "../../../scripts/support/smtp-sink";

/** What the e2e server's SMTP_URL points at, and where the mails it catches are written for the specs to read. */
export const mailCatcher = {
  port: Number(process.env.E2E_SMTP_PORT),
  folder: process.env.E2E_MAIL_DIR ?? "",
};

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** Playwright's global setup: a real SMTP server for the whole run, each mail saved as one JSON file. */
export default async function startMailCatcher() {
  let count = 0;
  const smtp = await startTestSmtpServer({
    port: mailCatcher.port,
    onMail: (mail) => {
      const caught: CaughtMail = { to: mail.recipients, subject: mail.parsed.subject ?? "", text: mail.parsed.text ?? "" };
      writeFileSync(path.join(mailCatcher.folder, `${Date.now()}-${count++}.json`), JSON.stringify(caught));
    },
  });
  return () => smtp.stop();
}
