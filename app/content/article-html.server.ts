import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { linkAddressOf } from "../lib/link-address";

/** An origin no address can share by chance: a link resolved against it and still on it stays on any site. */
const probeOrigin = "https://site.invalid";

/** `text` with its percent-escapes undone, again and again, as a mail program or its link checker may undo them. */
function fullyDecoded(text: string): string {
  let decoded = text;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return decoded;
    }
    if (next === decoded) return decoded;
    decoded = next;
  }
  return decoded;
}

/**
 * Whether `href` is a path on this site however a browser or mail program reads it: one slash, then not
 * a second slash or a backslash (`/\host`, `//host`, `\\host` name another host), before or after undoing
 * its percent-escapes (`/%2F%2Fhost`, `/%5Chost`) and dropping the tabs and line breaks URL parsers drop.
 */
export function isSitePath(href: string): boolean {
  const readings = [href, fullyDecoded(href)].map((reading) => reading.replace(/[\t\n\r]/g, ""));
  return readings.every((reading) => /^\/(?![/\\])/.test(reading) && new URL(reading, probeOrigin).origin === probeOrigin);
}

/**
 * Whether a site path (`isSitePath`) leads into the back office, which no reader can open: a link or picture copied
 * from one of its screens (`/admin/api/newsletter/images/…`), however its path is written (`/./admin`, `/%61dmin`).
 */
export function isBackOfficePath(sitePath: string): boolean {
  return /^\/admin(?:\/|$)/i.test(fullyDecoded(new URL(sitePath, probeOrigin).pathname));
}

/**
 * The site a host name belongs to, however it is written: with or without `www.` (the bare domain serves the same
 * site), and every name of this machine (`localhost`, `127.0.0.1`, `[::1]`) as one. The port does not matter.
 */
function siteOfHost(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host)) {
    return "this machine";
  }
  return host.replace(/^www\./, "");
}

/**
 * Whether an address leads into this site's back office: a site path that does (`isBackOfficePath`), or the same
 * written in full on the site's host (`https://www.example.com/admin/…`, copied from the browser's address bar,
 * or on the bare domain, or as 127.0.0.1 for localhost) when the site's origin is given.
 */
export function isBackOfficeAddress(href: string, siteOrigin?: string): boolean {
  if (href.startsWith("/")) return isSitePath(href) && isBackOfficePath(href);
  if (!siteOrigin || !URL.canParse(href)) return false;
  const address = new URL(href);
  return (
    /^https?:$/.test(address.protocol) &&
    siteOfHost(address.hostname) === siteOfHost(new URL(siteOrigin).hostname) &&
    isBackOfficePath(address.pathname)
  );
}

/** An element's attributes as sanitize-html hands them over. */
export type Attributes = Record<string, string>;

/**
 * How the e-mail dresses what the policy kept: each element's attributes (addresses rewritten, a `style` added,
 * the only attribute it may add) and the text inside an element, given and returned as HTML-escaped text.
 */
export interface Dressing {
  attributes: (tagName: string, attributes: Attributes) => Attributes;
  text: (escapedText: string, tagName: string) => string;
}

/** The class of a checklist's list (`- [ ]`, `- [x]`): no bullets, the box or tick in their place. */
export const checklistClass = "checklist";

/**
 * Markdown as the page and the e-mail read it. A checklist's box is a character, ☐ or ☑, which every mail program and
 * browser shows and a screen reader names; a form control (`<input type="checkbox">`, marked's own) is refused by the
 * policy below and by mail programs.
 */
const articleMarked = new Marked({
  renderer: {
    checkbox: ({ checked }) => `${checked ? "☑" : "☐"} `,
    list(token: Tokens.List) {
      if (token.ordered || !token.items.every((item) => item.task)) return false;
      return `<ul class="${checklistClass}">\n${token.items.map((item) => this.listitem(item)).join("")}</ul>\n`;
    },
  },
});

/** An article's Markdown as HTML, as every article is read (an issue file trusted as it is, the rest then sanitised). */
export const markdownHtml = (markdown: string): string => articleMarked.parse(markdown, { async: false });

/**
 * What an article written in the back office may contain once rendered, on the page and in the e-mail alike:
 * Markdown's own elements, links and images, and no script, form, meta, base, event handler, style or
 * `javascript:` link; a relative address only when it is a path on the site (`isSitePath`).
 */
const articlePolicy = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
  allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "title", "width", "height"] },
  allowedClasses: { ul: [checklistClass] },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
} satisfies sanitizeHtml.IOptions;

/**
 * `attributes` with a link's address tidied as the link dialog tidies it (cal.com/x becomes https://cal.com/x), and
 * without a relative `href` or `src` that would leave the site.
 */
function withSiteAddresses(attributes: Attributes): Attributes {
  const kept = { ...attributes };
  for (const name of ["href", "src"]) {
    const value = kept[name];
    if (value === undefined) continue;
    const address = (name === "href" ? linkAddressOf(value) : null) ?? value.trim();
    if (URL.canParse(address) || isSitePath(address)) kept[name] = address;
    else delete kept[name];
  }
  return kept;
}

/**
 * The Markdown of an article as HTML that the policy above allows, dressed for the e-mail by `dressing`
 * (absolute, tagged links; pictures sized to the column; inline styles); what the author wrote in a `style` never passes.
 */
export function sanitisedArticle(markdown: string, dressing?: Dressing): string {
  const html = markdownHtml(markdown);
  return sanitizeHtml(html, {
    ...articlePolicy,
    allowedAttributes: dressing
      ? { ...articlePolicy.allowedAttributes, "*": ["style"], img: ["src", "alt", "title", "width", "style"] }
      : articlePolicy.allowedAttributes,
    transformTags: {
      "*": (tagName, attributes) => {
        const { style: _written, ...safe } = withSiteAddresses(attributes);
        return { tagName, attribs: dressing ? dressing.attributes(tagName, safe) : safe };
      },
    },
    textFilter: dressing?.text,
  });
}
