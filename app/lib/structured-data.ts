import type { AuditPage } from "~/content/audit";
import { pagesOf } from "~/content/pages";
import type { FaqSection } from "~/content/schema";
import type { Session } from "~/content/sessions";
import type { Site } from "~/content/site";
import { formatPrice } from "./pounds";
import { siteSocialCard, socialCard } from "./social-card";
import { absoluteUrl } from "./urls";

/**
 * Schema.org data for every page, as one graph whose nodes point at each other
 * by `@id`: the website, the business and the coach on every page, then what the
 * page itself is about (sessions, the audit, an article, the FAQ) and where it sits.
 */

type Node = Record<string, unknown> & { "@type": string; "@id"?: string };

/** The cheapest and dearest of what she sells, as the coach set their prices: "£49–£199". */
function priceRange(site: Site): string {
  const prices = [...site.sessions.map((session) => session.priceGbp), site.prices.audit];
  return `${formatPrice(Math.min(...prices))}–${formatPrice(Math.max(...prices))}`;
}

export const ids = {
  website: (origin: string) => `${absoluteUrl("/", origin)}#website`,
  business: (origin: string) => `${absoluteUrl("/", origin)}#business`,
  coach: (origin: string) => `${absoluteUrl("/about", origin)}#coach`,
};

const ref = (id: string) => ({ "@id": id });

function siteNodes(origin: string, site: Site): Node[] {
  const { address } = site;
  return [
    {
      "@type": "WebSite",
      "@id": ids.website(origin),
      name: site.brand,
      description: site.tagline,
      url: absoluteUrl("/", origin),
      inLanguage: "en-GB",
      publisher: ref(ids.business(origin)),
    },
    {
      "@type": "ProfessionalService",
      "@id": ids.business(origin),
      name: site.brand,
      description: site.tagline,
      url: absoluteUrl("/", origin),
      email: site.email,
      image: absoluteUrl(siteSocialCard.path, origin),
      priceRange: priceRange(site),
      areaServed: "Worldwide",
      address: {
        "@type": "PostalAddress",
        streetAddress: `${address.street}, ${address.locality}`,
        addressLocality: address.city,
        postalCode: address.postcode,
        addressCountry: "GB",
      },
      founder: ref(ids.coach(origin)),
      sameAs: [site.links.linkedIn],
    },
    {
      "@type": "Person",
      "@id": ids.coach(origin),
      name: site.coach.name,
      jobTitle: site.coach.role,
      url: absoluteUrl("/about", origin),
      email: site.email,
      sameAs: [site.links.linkedIn],
      worksFor: ref(ids.business(origin)),
    },
  ];
}

export interface Crumb {
  name: string;
  path: string;
}

function breadcrumbNode(crumbs: readonly Crumb[], origin: string): Node {
  const trail = [{ name: "Home", path: "/" }, ...crumbs];
  return {
    "@type": "BreadcrumbList",
    "@id": `${absoluteUrl(trail.at(-1)?.path ?? "/", origin)}#breadcrumb`,
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, origin),
    })),
  };
}

/** The whole graph for one page: site nodes, the page's breadcrumb (inner pages) and its own nodes. */
export function pageGraph(options: { crumbs: readonly Crumb[]; nodes?: readonly Node[] }, origin: string, site: Site) {
  const breadcrumb = options.crumbs.length > 0 ? [breadcrumbNode(options.crumbs, origin)] : [];
  return { "@context": "https://schema.org", "@graph": [...siteNodes(origin, site), ...breadcrumb, ...(options.nodes ?? [])] };
}

/** A strategy session as a Service with its Offer. */
export function sessionServiceNode(session: Session, origin: string): Node {
  const url = `${absoluteUrl("/services", origin)}#${session.id}`;
  return {
    "@type": "Service",
    "@id": url,
    name: session.name,
    description: session.summary,
    serviceType: "Career and consulting strategy session",
    url,
    areaServed: "Worldwide",
    provider: ref(ids.coach(origin)),
    brand: ref(ids.business(origin)),
    offers: {
      "@type": "Offer",
      price: session.priceGbp,
      priceCurrency: "GBP",
      url: session.bookingUrl,
      availability: "https://schema.org/InStock",
      description: `${session.durationMinutes}-minute virtual session with a follow-up Strategy Map and two weeks of e-mail support`,
    },
  };
}

export const servicesNodes = (sessions: readonly Session[], origin: string) =>
  sessions.map((session) => sessionServiceNode(session, origin));

/** The Career Visibility Audit as a Product with its Offer: named and described in her words, at her price. */
export function auditProductNode(audit: AuditPage, origin: string, site: Site): Node {
  const { visibilityAudit } = pagesOf(site);
  return {
    "@type": "Product",
    "@id": `${absoluteUrl("/visibility-audit", origin)}#product`,
    name: audit.hero.title,
    description: audit.hero.intro,
    image: absoluteUrl(socialCard(visibilityAudit.path, visibilityAudit.title).path, origin),
    url: absoluteUrl("/visibility-audit", origin),
    brand: ref(ids.business(origin)),
    offers: {
      "@type": "Offer",
      price: site.prices.audit,
      priceCurrency: "GBP",
      url: site.links.auditCheckout,
      availability: "https://schema.org/LimitedAvailability",
      seller: ref(ids.business(origin)),
    },
  };
}

/** Every FAQ question with its answer, in page order. */
export function faqPageNode(sections: readonly FaqSection[], path = "/faq", origin: string): Node {
  const url = absoluteUrl(path, origin);
  return {
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    url,
    inLanguage: "en-GB",
    isPartOf: ref(ids.website(origin)),
    mainEntity: sections.flatMap((section) =>
      section.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    ),
  };
}

/** A newsletter issue as an Article by the coach. */
export function articleNode(
  article: { title: string; description: string; path: string; publishedTime: string },
  origin: string,
): Node {
  const url = absoluteUrl(article.path, origin);
  return {
    "@type": "Article",
    "@id": `${url}#article`,
    headline: article.title,
    description: article.description,
    datePublished: article.publishedTime,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(socialCard(article.path, article.title).path, origin),
    inLanguage: "en-GB",
    isPartOf: ref(ids.website(origin)),
    author: ref(ids.coach(origin)),
    publisher: ref(ids.business(origin)),
  };
}
