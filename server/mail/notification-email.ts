import { render } from "@react-email/render";
import type { SendMailOptions } from "nodemailer";
import nodemailer from "nodemailer";
import { createElement } from "react";
import { interestLabelOf } from "../../app/content/contact";
import type { Site } from "../../app/content/site";
import { formatLondon } from "../../app/lib/london-time";
import { singleLineText } from "../../app/lib/validation";
import { ContactNotificationEmail } from "./html/contact-notification-email";
import { SubscriberNotificationEmail } from "./html/subscriber-notification-email";
import type { OutgoingMail, QueuedNotification } from "./outbox";

export interface EmailSettings {
  /** smtp:// or smtps://, with the user and password in it. */
  smtpUrl: string;
  to: string;
  from: string;
  /** Her details as they are when each e-mail is composed: the brand names the sender and the text. */
  currentSite: () => Promise<Site>;
  /** Where the links to the back office point (PUBLIC_ORIGIN). */
  publicOrigin: string;
  /** SMTP_INSECURE: allow smtp:// without STARTTLS, for a trusted relay on the local network. */
  insecure?: boolean;
}

/** An interest as the form words it now, with the value it was stored under: "Career Clarity Sprint (career)". */
function interestLabel(site: Site, interest: string): string {
  const label = interestLabelOf(site.sessions, interest);
  return label === interest ? interest : `${label} (${interest})`;
}

/** A prepared e-mail goes out as it was queued, to its own recipient, with the envelope's sender and dates. */
function composePreparedEmail(
  mail: OutgoingMail,
  envelope: Pick<SendMailOptions, "from" | "messageId" | "date">,
  siteName: string,
): SendMailOptions {
  return {
    ...envelope,
    from: mail.from ? { name: singleLineText(siteName), address: mail.from } : envelope.from,
    messageId: mail.messageId ?? envelope.messageId,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: singleLineText(mail.subject),
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  };
}

/** The e-mail that tells the coach about a contact message or a new subscriber, with its HTML part. */
export async function composeNotificationEmail(
  notification: QueuedNotification,
  settings: Pick<EmailSettings, "to" | "from" | "publicOrigin">,
  site: Site,
): Promise<SendMailOptions> {
  const envelope = {
    from: { name: singleLineText(site.brand), address: settings.from },
    to: settings.to,
    // The same id on a resend after a crash, so mail programs can tell it is the same message.
    messageId: `<notification-${notification.id}-${notification.createdAt.getTime()}@${settings.from.split("@")[1]}>`,
    date: notification.createdAt,
  };
  if (notification.kind === "mail") return composePreparedEmail(notification.fields, envelope, site.brand);
  if (notification.kind === "newsletter") throw new Error("Newsletter editions are composed by server/newsletter.");
  const received = formatLondon(notification.createdAt);
  const admin = `${settings.publicOrigin}/admin`;
  if (notification.kind === "subscriber") {
    const email = singleLineText(notification.fields.email);
    const subscribersUrl = `${admin}/subscribers`;
    return {
      ...envelope,
      subject: `New newsletter subscriber: ${email}`,
      text: `${email} signed up to your newsletter on ${site.brand} (${received}). They receive it once they confirm their address.\n\nSee your subscribers: ${subscribersUrl}\n`,
      html: await render(createElement(SubscriberNotificationEmail, { site, email, received, subscribersUrl })),
    };
  }
  const { name, email, subject, message, interest } = notification.fields;
  const inboxUrl = `${admin}/messages/${notification.sourceId}`;
  const fields = {
    name: singleLineText(name),
    email: singleLineText(email),
    interest: interestLabel(site, interest),
    subject: singleLineText(subject),
    message,
    received,
    inboxUrl,
  };
  return {
    ...envelope,
    replyTo: { name: fields.name, address: fields.email },
    subject: `Contact form: ${fields.subject} (from ${fields.name})`,
    text: [
      `New message from the contact form on ${site.brand}. Reply to this e-mail to answer ${fields.name}.`,
      "",
      `Name: ${fields.name}`,
      `E-mail: ${fields.email}`,
      `Interest: ${fields.interest}`,
      `Subject: ${fields.subject}`,
      "",
      message,
      "",
      `Received ${received}. Open it in your inbox: ${inboxUrl}`,
      "",
    ].join("\n"),
    html: await render(createElement(ContactNotificationEmail, { site, ...fields })),
  };
}

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The transport for `smtpUrl`. With smtp:// the password must not go out before STARTTLS has
 * made the connection private, or an attacker who strips STARTTLS from the server's greeting
 * reads it: TLS is required, unless the relay is on this machine or `insecure` (SMTP_INSECURE) says
 * it is a trusted local relay without TLS. smtps:// is TLS from the first byte.
 */
export function smtpTransportOptions(smtpUrl: string, insecure = false) {
  const url = new URL(smtpUrl);
  const requireTLS = url.protocol === "smtp:" && !insecure && !loopbackHosts.has(url.hostname);
  return { url: smtpUrl, requireTLS, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };
}

/** Sends notifications through the SMTP server of `smtpUrl`. */
export function createEmailSender(settings: EmailSettings) {
  const transport = nodemailer.createTransport(smtpTransportOptions(settings.smtpUrl, settings.insecure));
  return async (notification: QueuedNotification): Promise<undefined> => {
    await transport.sendMail(await composeNotificationEmail(notification, settings, await settings.currentSite()));
  };
}
