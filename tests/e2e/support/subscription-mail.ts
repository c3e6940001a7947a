import { tmpdir } from "node:os";
import path from "node:path";

/** The e2e server's port, as playwright.config.ts reads it. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);

/** The SMTP server the subscription tests' global setup starts, for the e2e server's SMTP_URL. */
export const subscriptionSmtpPort = e2ePort + 1000;

/** Where that SMTP server writes each mail it receives, one JSON file per mail. */
export const subscriptionMailDir = path.join(tmpdir(), `e2e-subscription-mails-${e2ePort}`);

export interface StoredMail {
  to: string[];
  subject: string;
  text: string;
  /** Raw header lines, unfolded, by lower-case name. */
  headers: Record<string, string>;
}
