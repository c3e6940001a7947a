import { render } from "@react-email/render";
import { createElement } from "react";
import { nextStepBookPath } from "../../app/content/newsletter-page";
import type { Site } from "../../app/content/site";
import type { WelcomeEmailFields } from "../../app/lib/welcome-email";
import { editionArticleHtml } from "../mail/html/article";
import type { Queryable } from "../storage/db";
import { CustomWelcomeEmail } from "./custom-welcome-email";

/** The absolute links every welcome e-mail may offer; "Book a Session" goes where an issue's does. */
export const welcomeLinks = (publicOrigin: string) => ({
  archiveUrl: `${publicOrigin}/newsletter`,
  resourcesUrl: `${publicOrigin}/free-resources`,
  bookUrl: `${publicOrigin}${nextStepBookPath}`,
});

/** The campaign the links of the welcome e-mail sent on confirming carry (the sequence's are `welcome-<id>`). */
export const welcomeCampaign = "welcome";

/**
 * A link to the site, absolute, and with a campaign tagged as an issue's links are (`utm_source=newsletter`), so the
 * visit it starts, and a booking or sale after it, is credited to the e-mail (What brings clients).
 */
export function taggedLink(publicOrigin: string, path: string, campaign?: string): string {
  const url = new URL(path, publicOrigin);
  if (!campaign) return url.toString();
  url.searchParams.set("utm_source", "newsletter");
  url.searchParams.set("utm_campaign", campaign);
  return url.toString();
}

/** The welcome e-mail's subject until she writes her own. */
export const defaultWelcomeSubject = (site: Site) => `Welcome to the ${site.brand} newsletter`;

/** The site's own welcome e-mail as Markdown: where the coach starts from when she first edits it. */
export function defaultWelcomeFields(site: Site, publicOrigin: string): WelcomeEmailFields {
  const links = welcomeLinks(publicOrigin);
  return {
    subject: defaultWelcomeSubject(site),
    body: [
      "Thank you for confirming. You will receive one practical e-mail a week about moving your career forward.",
      `While you wait for the next one, [read the past issues](${links.archiveUrl}) or [take a free resource](${links.resourcesUrl}). If you would rather talk your next move through, [book a strategy session](${links.bookUrl}).`,
      site.coach.name,
    ].join("\n\n"),
  };
}

/** The coach's own welcome e-mail, when she wrote one. */
export async function savedWelcome(db: Queryable): Promise<(WelcomeEmailFields & { changedAt: string }) | undefined> {
  const [row] = await db.query("select subject, body, changed_at from public.welcome_email");
  if (!row) return undefined;
  return { subject: String(row.subject), body: String(row.body), changedAt: new Date(String(row.changed_at)).toISOString() };
}

export async function saveWelcome(db: Queryable, fields: WelcomeEmailFields, by: string): Promise<void> {
  await db.query(
    `insert into public.welcome_email (only_row, subject, body, changed_at, changed_by) values (true, $1, $2, now(), $3)
     on conflict (only_row) do update set subject = excluded.subject, body = excluded.body,
       changed_at = excluded.changed_at, changed_by = excluded.changed_by`,
    [fields.subject, fields.body, by],
  );
}

/** The subject the welcome e-mail goes with now: hers when she wrote one, else the site's. */
export async function welcomeSubject(db: Queryable, site: Site): Promise<string> {
  return (await savedWelcome(db))?.subject ?? defaultWelcomeSubject(site);
}

/**
 * For What brings clients: the welcome e-mail sent on confirming, with the people it went to (each confirmation by
 * e-mail sends it); the bookings and sales its links bring are added by campaign.
 */
export async function welcomeSource(db: Queryable, site: Site) {
  const [subject, [row]] = await Promise.all([
    welcomeSubject(db, site),
    db.query("select count(*)::int as reached from public.consent_events where event = 'confirmed'"),
  ]);
  return {
    source: "sequence" as const,
    campaign: welcomeCampaign,
    name: `Welcome e-mail, on confirming: ${subject}`,
    reached: Number(row?.reached ?? 0),
    signUps: 0,
  };
}

/** Back to the site's own text. */
export async function forgetWelcome(db: Queryable): Promise<void> {
  await db.query("delete from public.welcome_email");
}

/**
 * Her welcome e-mail's HTML and plain text (or one of her sequence's, its links to the site tagged with `campaign`), with
 * `unsubscribeUrl` in its footnote: her Markdown is an edition's article
 * (one sanitiser, the link rules and tidying, site paths made absolute) and the text part is converted from it, as an
 * edition's is.
 */
export async function customWelcomeParts(
  site: Site,
  fields: WelcomeEmailFields,
  publicOrigin: string,
  unsubscribeUrl: string,
  campaign?: string,
) {
  const articleHtml = editionArticleHtml(fields.body, {
    publicOrigin,
    sitePathLink: (path) => taggedLink(publicOrigin, path, campaign),
  });
  const element = createElement(CustomWelcomeEmail, { site, subject: fields.subject, articleHtml, unsubscribeUrl });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
