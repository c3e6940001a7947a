import { render } from "@react-email/render";
import { createElement } from "react";
import type { Site } from "../../app/content/site";
import { siteOf } from "../settings/current";
import type { Database } from "../storage/db";
import { DigestEmail } from "./html/digest-email";
import { queueMail, sumUpHeldNotifications } from "./outbox";

export interface DigestSettings {
  /** The coach's address (NOTIFY_TO). */
  to: string;
  /** Where the link to the inbox points (PUBLIC_ORIGIN). */
  publicOrigin: string;
  /** Whether e-mail is configured; without it, held-back notifications are only marked summed up. */
  sendsMail: boolean;
}

/** The e-mail that sums up `count` notifications held back by the daily cap: subject, plain text and HTML. */
export async function digestMail(count: number, site: Site, inboxUrl: string) {
  return {
    subject: `${count} more messages arrived on ${site.brand}`,
    text:
      `${count} more messages or sign-ups arrived on ${site.brand} in the last hour. ` +
      "Today's notifications passed NOTIFY_MAX_PER_DAY, so they are summed up here rather than sent one by one. " +
      `Every one is stored: read them in your inbox at ${inboxUrl}\n`,
    html: await render(createElement(DigestEmail, { count, site, inboxUrl })),
  };
}

/**
 * Sums up the notifications held back by the daily cap in one e-mail, "N more messages arrived",
 * marking them done in the same transaction: each is counted in exactly one digest.
 * Returns how many it summed up.
 */
export function sendDigest(db: Database, { to, publicOrigin, sendsMail }: DigestSettings): Promise<number> {
  const inboxUrl = `${publicOrigin}/admin`;
  return db.transaction(async (tx) => {
    const messages = await sumUpHeldNotifications(tx);
    if (messages > 0 && sendsMail) await queueMail(tx, { to, ...(await digestMail(messages, await siteOf(tx), inboxUrl)) });
    return messages;
  });
}

/** Sends the digest once an hour; returns the function that stops it. */
export function startHourlyDigest(
  db: Database,
  settings: DigestSettings & { onQueued: () => void },
  { intervalMs = 3_600_000, log = console.error } = {},
): () => void {
  const timer = setInterval(async () => {
    try {
      if ((await sendDigest(db, settings)) > 0) settings.onQueued();
    } catch (error) {
      log(`The hourly notification digest failed: ${(error as Error).message}`);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
