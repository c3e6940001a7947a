import { render } from "@react-email/render";
import { createElement } from "react";
import {
  issueMarkdown,
  loadNewsletterIssues,
  type NewsletterSummary,
  readNewsletterIssues,
  summarise,
} from "../../app/content/newsletter.server";
import { publishedIssues } from "../publishing/drafts-store";
import { emailImagePath } from "../publishing/image-variants";
import type { Database } from "../storage/db";
import { EditionEmail } from "./edition-email";

const uploadedPicturePattern = /\]\(\/newsletter\/images\/([0-9a-f]{32}\.(?:jpg|png|webp))\)/g;

/** Stands where each recipient's own unsubscribe link goes, so an issue is rendered once per send, not per person. */
const unsubscribeMark = "https://unsubscribe.invalid/newsletter-recipient";

export interface Edition {
  subject: string;
  html: string;
  text: string;
}

/** The issues of the built site, in order, as the archive lists them. */
export function newsletterIssues(): NewsletterSummary[] {
  return loadNewsletterIssues().map(summarise);
}

/** The published issues the site skips because they break a rule, each with why: for Health and the Newsletter screen. */
export function skippedIssueFiles() {
  return readNewsletterIssues().skipped;
}

/** A link on the site, absolute and tagged so the visit counting can tell which issue brought the reader back. */
export function campaignLink(publicOrigin: string, path: string, issueNumber: number): string {
  const url = new URL(path, publicOrigin);
  url.searchParams.set("utm_source", "newsletter");
  url.searchParams.set("utm_campaign", `issue-${issueNumber}`);
  return url.toString();
}

/**
 * The article's links to the site's own pages (`](/contact)`), made absolute and tagged; its uploaded
 * pictures point at their e-mail copies (JPEG or PNG, which every mail program shows).
 */
function withCampaignLinks(markdown: string, publicOrigin: string, issueNumber: number): string {
  return markdown
    .replace(uploadedPicturePattern, (_, name: string) => `](${new URL(emailImagePath(name), publicOrigin)})`)
    .replace(/\]\((\/[^)\s]*)\)/g, (_, path: string) => `](${campaignLink(publicOrigin, path, issueNumber)})`);
}

/** What an edition is made of: an issue's number, words and page, whether published or still a draft. */
export interface EditionSource {
  number: number;
  title: string;
  summary: string;
  /** The issue's page on the site, e.g. /newsletter/issue-12. */
  path: string;
  markdown: string;
}

/** The edition of `source`, with the unsubscribe link left as a mark to replace per recipient. */
export async function renderEditionOf(source: EditionSource, publicOrigin: string): Promise<Edition> {
  const element = createElement(EditionEmail, {
    number: source.number,
    title: source.title,
    summary: source.summary,
    markdown: withCampaignLinks(source.markdown, publicOrigin, source.number),
    webUrl: campaignLink(publicOrigin, source.path, source.number),
    bookUrl: campaignLink(publicOrigin, "/contact", source.number),
    philosophyUrl: campaignLink(publicOrigin, "/philosophy", source.number),
    unsubscribeUrl: unsubscribeMark,
  });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: source.title, html, text };
}

/**
 * Issue `issueNumber`'s words: the coach's published issue of that number when there is one (it wins over a file,
 * decision 025), read from the database, so any server's worker can send it before its own rebuild has written it
 * to the content folder; otherwise the repository's file.
 */
async function editionSource(db: Database, issueNumber: number): Promise<EditionSource> {
  const written = (await publishedIssues(db)).find((issue) => issue.number === issueNumber);
  if (written) return { ...written, path: `/newsletter/issue-${issueNumber}`, markdown: written.body };
  const file = newsletterIssues().find((candidate) => candidate.number === issueNumber);
  if (!file) throw new Error(`There is no newsletter issue ${issueNumber}.`);
  return { ...file, markdown: issueMarkdown(file.number) };
}

const rendered = new Map<string, Promise<Edition>>();

/**
 * Issue `issueNumber` as an e-mail with `unsubscribeUrl` as its unsubscribe link: rendered from the
 * issue's Markdown the first time it is asked for in this process, then reused for every recipient.
 */
export async function editionFor(
  db: Database,
  issueNumber: number,
  publicOrigin: string,
  unsubscribeUrl: string,
): Promise<Edition> {
  const key = `${issueNumber} ${publicOrigin}`;
  let template = rendered.get(key);
  if (!template) {
    template = editionSource(db, issueNumber).then((source) => renderEditionOf(source, publicOrigin));
    rendered.set(key, template);
    template.catch(() => rendered.delete(key));
  }
  const { subject, html, text } = await template;
  return {
    subject,
    html: html.replaceAll(unsubscribeMark, unsubscribeUrl),
    text: text.replaceAll(unsubscribeMark, unsubscribeUrl),
  };
}
