import { defaultSite } from "~/content/site";
import { toRfc822 } from "./dates";
import { absoluteUrl } from "./seo";

export interface FeedItem {
  title: string;
  summary: string;
  path: string;
  publishDate: string;
}

/** Characters XML 1.0 does not allow even escaped: C0 controls but tab and line ends (a Word soft break is a vertical tab). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters XML forbids.
const notXmlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function escapeXml(value: string): string {
  return value
    .replace(notXmlCharacters, " ")
    .replace(/[<>&'"]/g, (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`);
}

/** An RSS 2.0 feed of newsletter issues, newest first, with absolute links. */
export function renderRssFeed(items: readonly FeedItem[], origin: string): string {
  const newestFirst = [...items].sort((a, b) => b.publishDate.localeCompare(a.publishDate));
  const feedUrl = absoluteUrl("/newsletter/rss.xml", origin);
  const entries = newestFirst.map((item) => {
    const url = absoluteUrl(item.path, origin);
    return `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${url}</link>
      <guid isPermaLink="true">${url}</guid>
      <pubDate>${toRfc822(item.publishDate)}</pubDate>
      <description>${escapeXml(item.summary)}</description>
    </item>`;
  });
  const lastBuild = newestFirst[0] ? `\n    <lastBuildDate>${toRfc822(newestFirst[0].publishDate)}</lastBuildDate>` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${defaultSite.brand} Newsletter`)}</title>
    <link>${absoluteUrl("/newsletter", origin)}</link>
    <atom:link href="${feedUrl}" rel="self" type="application/rss+xml" />
    <description>A weekly guide to career transitions, consulting success and strategic professional growth.</description>
    <language>en-gb</language>${lastBuild}
${entries.join("\n")}
  </channel>
</rss>
`;
}

/** A sitemap listing the given page paths as absolute URLs. */
export function renderSitemap(paths: readonly string[], origin: string): string {
  const urls = paths.map((path) => `  <url><loc>${absoluteUrl(path, origin)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
}

export function renderRobots(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml", origin)}\n`;
}
