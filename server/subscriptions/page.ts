import { resourcePolicy } from "../http/content-security-policy";
import type { StaticFile } from "../http/static-site";

export interface ResultPage {
  title: string;
  paragraphs: string[];
  /** A form with one button that POSTs to `action`. */
  button?: { label: string; action: string; token: string };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The layout's own policy (its inline styles by hash, no script runs), with forms allowed to post back to this site. */
export function pagePolicy(layout: StaticFile): string {
  const policy = layout.contentSecurityPolicy ?? resourcePolicy;
  return /form-action[^;]*/.test(policy)
    ? policy.replace(/form-action[^;]*/, "form-action 'self'")
    : `${policy}; form-action 'self'`;
}

function mainContent(page: ResultPage): string {
  const paragraphs = page.paragraphs.map((text) => `<p class="mt-4 text-lg text-ink-soft">${escapeHtml(text)}</p>`);
  const form = page.button
    ? `<form method="post" action="${escapeHtml(page.button.action)}" class="mt-8">
<input type="hidden" name="token" value="${escapeHtml(page.button.token)}">
<button type="submit" class="inline-flex items-center justify-center rounded-md bg-accent-strong px-6 py-3 font-semibold text-paper focus-visible:outline-2 focus-visible:outline-offset-2">${escapeHtml(page.button.label)}</button>
</form>`
    : "";
  return `<main id="main" tabindex="-1" class="flex-1 focus:outline-none"><div class="mx-auto max-w-2xl px-6 py-20"><h1 class="font-display text-4xl text-ink">${escapeHtml(page.title)}</h1>${paragraphs.join("")}${form}</div></main>`;
}

/**
 * A server-rendered page in the site's own look: the prerendered not-found page's header,
 * footer and styles around our message, with its scripts removed (it works without
 * JavaScript), kept out of search engines.
 */
export function renderPage(layout: StaticFile, page: ResultPage): string {
  const html = layout.bodies.identity.toString("utf8");
  return html
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<meta (name="robots"|name="description"|property="og:[^"]*"|name="twitter:[^"]*")[^>]*>/g, "")
    .replace(/<link rel="(canonical|modulepreload)"[^>]*>/g, "")
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(page.title)}</title><meta name="robots" content="noindex">`)
    .replace(/<main\b[\s\S]*<\/main>/, mainContent(page));
}
