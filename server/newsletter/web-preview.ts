import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { IssueNavigation } from "../../app/components/sections/issue-navigation";
import { articleHtml, summarise, withCoachName } from "../../app/content/newsletter.server";
import { newsletterImagesPath } from "../../app/content/newsletter-images.server";
import { type SavedSettings, valueAt } from "../../app/content/settings-overlay";
import { type Site, siteWith } from "../../app/content/site";
import { settingFields } from "../../app/content/site-settings";
import { formatLongDate } from "../../app/lib/dates";
import type { DraftFields } from "../../app/lib/newsletter-drafts";
import type { StaticSite } from "../http/static-site";
import { type SiteContent, shownIssues } from "./site-content";

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

/** A text as React writes it into a page, and as `escapeHtml` does (they differ in the apostrophe). */
const asPageText = (text: string) => [...new Set([escapeHtml(text), escapeHtml(text).replaceAll("&#39;", "&#x27;")])];

/**
 * The live page's words from her details (her name, e-mail address, postal address) as they are now: the page was
 * rendered with the settings `renderedWith`, so until the render after a save ends it still shows the ones before it.
 * Longer values first, so that her full name is replaced before her first name inside it.
 */
function withDetailsOf(page: string, renderedWith: SavedSettings, site: Site): string {
  const before = siteWith(renderedWith, site.sessions);
  const changes = settingFields
    .filter((field) => field.kind === "text" || field.kind === "email")
    .map((field) => ({ old: String(valueAt(before, field.key) ?? ""), now: String(valueAt(site, field.key) ?? "") }))
    .filter(({ old, now }) => old !== "" && old !== now)
    .sort((a, b) => b.old.length - a.old.length);
  let html = page;
  for (const { old, now } of changes) {
    for (const written of asPageText(old)) html = html.replaceAll(written, () => escapeHtml(now));
  }
  return html;
}

/** The links to the issues either side of issue `number` once it is published: the latest issue before it, the first after. */
function navigationOf(content: SiteContent, number: number): string {
  const issues = shownIssues(content).filter((issue) => issue.number !== number);
  const previous = issues.filter((issue) => issue.number < number).at(-1);
  const next = issues.find((issue) => issue.number > number);
  return renderToStaticMarkup(
    createElement(IssueNavigation, {
      previous: previous ? summarise(previous) : null,
      next: next ? summarise(next) : null,
    }),
  );
}

/**
 * The issue's page as the archive will show it: the live site's latest issue page (its
 * header, components and own inlined stylesheet, as the build made them) with this issue's
 * number, title, date, sanitised article (her name filled in from `content`) and neighbours in
 * place of that issue's, and her details as `content` has them where the page, rendered with `renderedWith`, had others
 * (a render still under way after she saved them; `renderedWith` undefined: not known, the page as it is). Every part is put in by a function, so a `$&` or `$'` in what she
 * wrote stays text.
 */
export function webPreview(
  site: StaticSite,
  content: SiteContent,
  fields: DraftFields,
  number: number,
  publishDate: string,
  renderedWith: SavedSettings | undefined,
): string {
  const latest = shownIssues(content).at(-1);
  const page = latest && site.page(latest.path)?.bodies.identity.toString("utf8");
  const template = page && renderedWith ? withDetailsOf(page, renderedWith, content.site) : page;
  // Uploaded pictures are on the site only once published: until then the back office serves them.
  const article = articleHtml(withCoachName(fields.body, content.site.coach), true).replaceAll(
    `src="${newsletterImagesPath}/`,
    'src="/admin/api/newsletter/images/',
  );
  const title = escapeHtml(fields.title);
  const date = `<time dateTime="${publishDate}">${formatLongDate(publishDate)}</time>`;
  if (!template)
    return `<!doctype html><html lang="en-GB"><title>${title}</title><p>Issue ${number} · ${date}</p><h1>${title}</h1>${article}</html>`;
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/(Issue (?:<!-- -->)?)\d+(<\/p><h1[^>]*>)[^<]*(<\/h1>)/, (_, issue, heading, end) => {
      return `${issue}${number}${heading}${title}${end}`;
    })
    .replace(/<time dateTime="[^"]*">[^<]*<\/time>/, () => date)
    .replace(/(<div class="prose-article[^"]*">)[\s\S]*?(<\/div><section aria-labelledby="next-step")/, (_, open, close) => {
      return `${open}${article}${close}`;
    })
    .replace(/<nav aria-label="More issues"[\s\S]*?<\/nav>/, () => navigationOf(content, number));
}
