import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import { publicEnv } from "./env";

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
}

export const defaultSocialImage = { path: "/images/social-card.png", width: 1200, height: 630 } as const;

/** Turns a site path into an absolute URL on the public origin, without a trailing slash. */
export function absoluteUrl(path: string, origin: string = publicEnv.PUBLIC_ORIGIN): string {
  const normalised = path === "/" ? "/" : `/${path.replace(/^\/+|\/+$/g, "")}`;
  return `${origin.replace(/\/+$/, "")}${normalised === "/" ? "/" : normalised}`;
}

/** The site-wide title template: "Page | Brand", or the brand alone. */
export function pageTitle(title: string): string {
  return title === site.brand ? site.brand : `${title} | ${site.brand}`;
}

/** Every tag a page needs in <head>: title, description, canonical, Open Graph and Twitter. */
export function pageMeta(seo: PageSeo, origin: string = publicEnv.PUBLIC_ORIGIN): MetaDescriptor[] {
  const title = pageTitle(seo.title);
  const url = absoluteUrl(seo.path, origin);
  const image = absoluteUrl(defaultSocialImage.path, origin);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.brand },
    { property: "og:locale", content: "en_GB" },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(defaultSocialImage.width) },
    { property: "og:image:height", content: String(defaultSocialImage.height) },
    { property: "og:image:alt", content: `${site.brand}: ${site.tagline}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
  ];
  if (seo.publishedTime) tags.push({ property: "article:published_time", content: seo.publishedTime });
  return tags;
}

/** Article structured data for a newsletter issue. */
export function articleJsonLd(
  seo: Required<Pick<PageSeo, "title" | "description" | "path" | "publishedTime">>,
  origin: string = publicEnv.PUBLIC_ORIGIN,
) {
  const url = absoluteUrl(seo.path, origin);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${url}#article`,
    headline: seo.title,
    description: seo.description,
    datePublished: seo.publishedTime,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(defaultSocialImage.path, origin),
    inLanguage: "en-GB",
    author: { "@type": "Person", name: site.coach.name, url: absoluteUrl("/about", origin) },
    publisher: { "@type": "Organization", name: site.brand, url: absoluteUrl("/", origin) },
  };
}
