import { defaultSite } from "~/content/site";

/** The <link> that tells feed readers where the newsletter's RSS feed is. */
export const rssLink = {
  rel: "alternate",
  type: "application/rss+xml",
  title: `${defaultSite.brand} Newsletter`,
  href: "/newsletter/rss.xml",
} as const;
