import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { type StoredMail, subscriptionMailDir, subscriptionSmtpPort } from "./subscription-mail";

/** Playwright global setup: a real SMTP server on loopback that files every mail the e2e server sends. */
export default async function startSubscriptionMailServer() {
  rmSync(subscriptionMailDir, { recursive: true, force: true });
  mkdirSync(subscriptionMailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        const headers = Object.fromEntries(
          parsed.headerLines.map(({ key, line }) => [
            key,
            line
              .slice(line.indexOf(":") + 1)
              .replace(/\r?\n[ \t]+/g, " ")
              .trim(),
          ]),
        );
        const mail: StoredMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          headers,
        };
        writeFileSync(path.join(subscriptionMailDir, `${Date.now()}-${count++}.json`), JSON.stringify(mail));
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(subscriptionSmtpPort, "127.0.0.1", () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
