import { render } from "@react-email/render";
import { createElement } from "react";
import type { Site } from "../../app/content/site";
import type { WelcomeEmailFields } from "../../app/lib/welcome-email";
import type { OutgoingMail } from "../mail/outbox";

import { AlreadySubscribedEmail } from "./already-subscribed-email";
import { ConfirmationEmail } from "./confirmation-email";
import { GuideEmail } from "./guide-email";
import { WelcomeEmail } from "./welcome-email";
import { customWelcomeParts, defaultWelcomeSubject, taggedLink, welcomeLinks } from "./welcome-version";

export const confirmPath = "/newsletter/confirm";
export const unsubscribePath = "/newsletter/unsubscribe";

/** The page a token opens, absolute to the public origin. */
export function linkTo(publicOrigin: string, path: string, token: string): string {
  return `${publicOrigin}${path}?token=${encodeURIComponent(token)}`;
}

/**
 * The headers every e-mail to a subscriber carries, so mail programs show their own
 * unsubscribe button (RFC 2369) and may unsubscribe with one POST (RFC 8058).
 */
export function unsubscribeHeaders(site: Site, unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>, <mailto:${site.email}?subject=unsubscribe>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The double opt-in; for a reader who asked for a guide, its title, which the confirmation sends them (decision 077). */
export async function confirmationMail(site: Site, to: string, confirmUrl: string, guideTitle?: string): Promise<OutgoingMail> {
  return {
    to,
    replyTo: site.email,
    subject: `Please confirm your subscription to ${site.brand}`,
    text: [
      "Hello,",
      "",
      `Someone, hopefully you, asked to receive the ${site.brand} newsletter at this address.`,
      ...(guideTitle ? [`Once you confirm, we will e-mail you the guide you asked for: “${guideTitle}”.`] : []),
      "To start receiving it, open this link and press “Confirm my subscription”:",
      "",
      confirmUrl,
      "",
      "The link works for 7 days. If you did not ask for this, ignore this e-mail: you will not hear from us again.",
      "",
      site.coach.name,
    ].join("\n"),
    html: await render(createElement(ConfirmationEmail, { site, confirmUrl, guideTitle })),
  };
}

/** The guide a reader asked for, by its signed link (never attached); `bookUrl` carries the guide's campaign. */
export async function guideMail(site: Site, to: string, title: string, guideUrl: string, bookUrl: string): Promise<OutgoingMail> {
  return {
    to,
    replyTo: site.email,
    subject: `Your guide: ${title}`,
    text: [
      "Hello,",
      "",
      "Here is the guide you asked for. Open it with this link, which works for 7 days:",
      "",
      guideUrl,
      "",
      "If the link has run out, open it anyway and ask for a fresh one.",
      "",
      `If you would rather talk your next move through, book a strategy session: ${bookUrl}`,
      "",
      site.coach.name,
    ].join("\n"),
    html: await render(createElement(GuideEmail, { site, title, guideUrl, bookUrl })),
  };
}

/** To a subscriber whose address someone entered again: so the owner knows, as the site tells the visitor. */
export async function alreadySubscribedMail(site: Site, to: string): Promise<OutgoingMail> {
  return {
    to,
    replyTo: site.email,
    subject: `You are already subscribed to ${site.brand}`,
    text: [
      "Hello,",
      "",
      `Someone, probably you, entered this address to subscribe to the ${site.brand} newsletter.`,
      "It is already subscribed, so nothing has changed and you will go on receiving it as before.",
      "",
      "If it was not you, there is nothing to do. To stop receiving the newsletter, use the unsubscribe link at the foot of any issue.",
      "",
      site.coach.name,
    ].join("\n"),
    html: await render(createElement(AlreadySubscribedEmail, { site })),
  };
}

/**
 * After confirming: the coach's own welcome e-mail when she wrote one (`custom`), else the site's, with links to the
 * archive, the free resources and the sessions; either way the unsubscribe link and headers. Its links to the site carry
 * `campaign` (`welcome` on confirming, `welcome-<id>` for a sequence e-mail), so a booking after one is credited to it.
 */
export async function welcomeMail(
  site: Site,
  to: string,
  publicOrigin: string,
  unsubscribeUrl: string,
  custom?: WelcomeEmailFields,
  campaign?: string,
): Promise<OutgoingMail> {
  const headers = unsubscribeHeaders(site, unsubscribeUrl);
  if (custom)
    return {
      to,
      replyTo: site.email,
      subject: custom.subject,
      ...(await customWelcomeParts(site, custom, publicOrigin, unsubscribeUrl, campaign)),
      headers,
    };
  const { archiveUrl, resourcesUrl, bookUrl } = welcomeLinks(publicOrigin);
  const tagged = (url: string) => taggedLink(publicOrigin, url, campaign);
  const links = {
    site,
    archiveUrl: tagged(archiveUrl),
    resourcesUrl: tagged(resourcesUrl),
    bookUrl: tagged(bookUrl),
    unsubscribeUrl,
  };
  return {
    to,
    replyTo: site.email,
    subject: defaultWelcomeSubject(site),
    text: [
      "Hello,",
      "",
      "Thank you for confirming. You will receive one practical e-mail a week about moving your career forward.",
      "",
      "While you wait for the next one:",
      `- Read the past issues: ${links.archiveUrl}`,
      `- Take a free resource: ${links.resourcesUrl}`,
      `- Book a strategy session: ${links.bookUrl}`,
      "",
      site.coach.name,
      "",
      `To stop receiving the newsletter at any time, open this link: ${unsubscribeUrl}`,
    ].join("\n"),
    html: await render(createElement(WelcomeEmail, links)),
    headers,
  };
}
