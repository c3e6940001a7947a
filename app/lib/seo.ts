import type { MetaDescriptor } from "react-router";
import { sessionsSeed } from "~/content/sessions";
import { defaultSite, type Site, siteWith } from "~/content/site";
import { publicEnv } from "./env";
import type { RootData } from "./render-context";
import { siteSocialCard, socialCard, socialCardSize } from "./social-card";
import { type Crumb, pageGraph } from "./structured-data";
import { absoluteUrl } from "./urls";

export { absoluteUrl };

export interface PageSeo {
  /** The page's own title; the brand is appended by the site-wide template. */
  title: string;
  /** 50 to 160 characters: what a search result shows under the title. */
  description: string;
  /** Path of the page on this site, e.g. "/services". */
  path: string;
  type?: "website" | "article";
  /** ISO date of first publication, for articles. */
  publishedTime?: string;
  /** Pages between Home and this one, for the breadcrumb (e.g. the newsletter archive above an issue). */
  parents?: readonly Crumb[];
  /** What the page is about, as schema.org nodes joined to the site's graph. */
  structuredData?: readonly (Record<string, unknown> & { "@type": string })[];
  /** Keep the page out of search results (the not-found page). */
  noindex?: boolean;
}

/**
 * The origin a page is rendered for, from the root loader's data among its meta function's matches (app/root.tsx,
 * decision 053). Kept here, with the tags it writes, so the hydrating pages load no chunk more for it.
 */
export const originIn = (matches: readonly unknown[]): string =>
  // The root is every page's first match.
  (matches[0] as { loaderData?: RootData }).loaderData?.origin ?? publicEnv.PUBLIC_ORIGIN;

/** Her details as the page shows them, from the root loader's data among its meta function's matches (decision 053). */
export function siteIn(matches: readonly unknown[]): Site {
  const root = (matches[0] as { loaderData?: RootData }).loaderData;
  return siteWith(root?.settings ?? {}, root?.sessions ?? sessionsSeed);
}

/** The site-wide title template: "Page | Brand", or the brand alone. */
export function pageTitle(title: string): string {
  // The brand is the site's own, not one of her settings.
  const { brand } = defaultSite;
  return title === brand ? brand : `${title} | ${brand}`;
}

/**
 * A route's meta tags, from the root loader's data among its matches: `seoOf` is handed the site and the origin the
 * page is rendered with (decision 053).
 */
export function metaIn(matches: readonly unknown[], seoOf: (site: Site, origin: string) => PageSeo): MetaDescriptor[] {
  const origin = originIn(matches);
  const site = siteIn(matches);
  return pageMeta(seoOf(site, origin), origin, site);
}

/** Every tag a page needs in <head> on `origin`, about `site`: title, description, canonical, Open Graph, Twitter and its structured data. */
export function pageMeta(seo: PageSeo, origin: string, site: Site): MetaDescriptor[] {
  const title = pageTitle(seo.title);
  const url = absoluteUrl(seo.path, origin);
  const card = seo.noindex ? siteSocialCard : socialCard(seo.path, seo.title);
  const image = absoluteUrl(card.path, origin);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { property: "og:site_name", content: defaultSite.brand },
    { property: "og:locale", content: "en_GB" },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(socialCardSize.width) },
    { property: "og:image:height", content: String(socialCardSize.height) },
    { property: "og:image:alt", content: card.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: card.alt },
  ];
  if (seo.publishedTime) tags.push({ property: "article:published_time", content: seo.publishedTime });
  if (seo.noindex) {
    tags.push({ name: "robots", content: "noindex" });
    tags.push({ "script:ld+json": pageGraph({ crumbs: [] }, origin, site) });
    return tags;
  }
  tags.push({ tagName: "link", rel: "canonical", href: url });
  const crumbs = seo.path === "/" ? [] : [...(seo.parents ?? []), { name: seo.title, path: seo.path }];
  tags.push({ "script:ld+json": pageGraph({ crumbs, nodes: seo.structuredData }, origin, site) });
  return tags;
}
