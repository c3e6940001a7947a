import { render } from "@react-email/render";
import { createElement } from "react";
import { type NewsletterPage, nextStepBookPath } from "../../app/content/newsletter-page";
import type { Site } from "../../app/content/site";
import { editionArticleHtml, type PictureAddress } from "../mail/html/article";
import { uploadedPicturesIn } from "../pictures/image-variants";
import { siteOf } from "../settings/current";
import { savedKind } from "../settings/site-content-store";
import type { Database } from "../storage/db";
import { taggedLink } from "../subscriptions/welcome-version";
import { publishedVersionOf } from "./drafts-store";
import { EditionEmail } from "./edition-email";
import { issueCloseOf, type SiteContent, siteContentOf } from "./site-content";

/** Stands where each recipient's own unsubscribe link goes, so an issue is rendered once per send, not per person. */
const unsubscribeMark = "https://unsubscribe.invalid/newsletter-recipient";

export interface Edition {
  subject: string;
  html: string;
  text: string;
}

/** A link on the site, absolute and tagged so the visit counting can tell which issue brought the reader back. */
export function campaignLink(publicOrigin: string, path: string, issueNumber: number): string {
  return taggedLink(publicOrigin, path, `issue-${issueNumber}`);
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

/** The uploaded pictures an edition shows: where each is fetched from, and how wide each is. */
export interface EditionPictures {
  /** Each one's e-mail copy on the site (JPEG, or PNG if it is transparent); a draft's test shows pictures not yet on the site at signed addresses (decision 041). */
  address?: PictureAddress;
  widths?: ReadonlyMap<string, number>;
}

/**
 * The edition of `source`, signed with `site`'s details, with the unsubscribe link left as a mark to replace per
 * recipient (`withUnsubscribeLink`).
 */
export async function renderEditionOf(
  source: EditionSource,
  site: Site,
  nextStep: NewsletterPage["nextStep"],
  publicOrigin: string,
  pictures: EditionPictures = {},
): Promise<Edition> {
  const element = createElement(EditionEmail, {
    site,
    nextStep,
    number: source.number,
    title: source.title,
    summary: source.summary,
    articleHtml: editionArticleHtml(source.markdown, {
      publicOrigin,
      sitePathLink: (path) => campaignLink(publicOrigin, path, source.number),
      uploadedPictureAddress: pictures.address,
      uploadedPictureWidths: pictures.widths,
    }),
    webUrl: campaignLink(publicOrigin, source.path, source.number),
    bookUrl: campaignLink(publicOrigin, nextStepBookPath, source.number),
    philosophyUrl: campaignLink(publicOrigin, "/philosophy", source.number),
    unsubscribeUrl: unsubscribeMark,
  });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: source.title, html, text };
}

/**
 * Issue `issueNumber`'s words as the site shows them now (decision 046): the coach's published issue of that number
 * when there is one (it wins over a file, decision 025), else the repository's file, her name filled in from her saved
 * settings; read from the database, so any server's worker can send it before its own render is live.
 */
function editionSourceIn(content: SiteContent, issueNumber: number): EditionSource {
  const found = content.issues.find((each) => each.issue.number === issueNumber);
  if (!found) throw new Error(`There is no newsletter issue ${issueNumber}.`);
  return { ...found.issue, markdown: found.markdown };
}

/** The edition last rendered of each issue and origin, and which published version of the issue and settings it shows. */
const rendered = new Map<string, { version: string; site: Site; template: Promise<Edition> }>();

/**
 * Issue `issueNumber` as an e-mail with `unsubscribeUrl` as its unsubscribe link: rendered from the issue as it
 * is published now, then reused for every recipient until the coach publishes the issue again or saves her settings.
 */
export async function editionFor(
  db: Database,
  issueNumber: number,
  publicOrigin: string,
  unsubscribeUrl: string,
): Promise<Edition> {
  const key = `${issueNumber} ${publicOrigin}`;
  const [published, site, words] = await Promise.all([
    publishedVersionOf(db, issueNumber),
    siteOf(db),
    savedKind(db, "newsletter"),
  ]);
  // Her words for the close of every issue are in the e-mail too: a change of them is a new edition.
  const version = `${published ?? "file"} ${JSON.stringify(words.nextStep)}`;
  let latest = rendered.get(key);
  // `siteOf` hands the same value until her settings change.
  if (latest?.version !== version || latest.site !== site) {
    const template = siteContentOf(db).then(async (content) => {
      const source = editionSourceIn(content, issueNumber);
      const pictures = await uploadedPicturesIn(db, source.markdown, publicOrigin);
      return renderEditionOf(source, content.site, issueCloseOf(content), publicOrigin, pictures);
    });
    const entry = { version, site, template };
    latest = entry;
    rendered.set(key, entry);
    template.catch(() => rendered.get(key) === entry && rendered.delete(key));
  }
  return withUnsubscribeLink(await latest.template, unsubscribeUrl);
}

/** `edition` with `unsubscribeUrl` where its unsubscribe link goes. */
export function withUnsubscribeLink({ subject, html, text }: Edition, unsubscribeUrl: string): Edition {
  return {
    subject,
    html: html.replaceAll(unsubscribeMark, () => unsubscribeUrl),
    text: text.replaceAll(unsubscribeMark, () => unsubscribeUrl),
  };
}
