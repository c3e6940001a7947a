import { audit } from "~/content/audit";
import type { Session } from "~/content/schema";
import { sessions } from "~/content/services";
import { site } from "~/content/site";
import { publicEnv } from "./env";
import { absoluteUrl, defaultSocialImage } from "./seo";

/** Schema.org structured data for the pages that sell something, built from the content modules. */

function provider(origin: string) {
  return { "@type": "Person", name: site.coach.name, jobTitle: site.coach.role, url: absoluteUrl("/about", origin) };
}

/** A strategy session as a Service with its Offer. */
export function sessionServiceJsonLd(session: Session, origin: string = publicEnv.PUBLIC_ORIGIN) {
  const url = `${absoluteUrl("/services", origin)}#${session.id}`;
  return {
    "@type": "Service",
    "@id": url,
    name: session.name,
    description: session.summary,
    serviceType: "Career and consulting strategy session",
    url,
    areaServed: "Worldwide",
    availableChannel: { "@type": "ServiceChannel", name: "Video call", serviceUrl: site.links[session.bookingLink] },
    provider: provider(origin),
    offers: {
      "@type": "Offer",
      price: session.priceGbp,
      priceCurrency: "GBP",
      url: site.links[session.bookingLink],
      availability: "https://schema.org/InStock",
      description: `${session.durationMinutes}-minute virtual session with a follow-up Strategy Map and two weeks of e-mail support`,
    },
  };
}

/** Both strategy sessions on /services. */
export function servicesJsonLd(origin: string = publicEnv.PUBLIC_ORIGIN) {
  return {
    "@context": "https://schema.org",
    "@graph": sessions.map((session) => sessionServiceJsonLd(session, origin)),
  };
}

/** The Career Visibility Audit on /visibility-audit as a Product with its Offer. */
export function auditProductJsonLd(origin: string = publicEnv.PUBLIC_ORIGIN) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${absoluteUrl("/visibility-audit", origin)}#product`,
    name: audit.title,
    description: audit.intro,
    image: absoluteUrl(defaultSocialImage.path, origin),
    url: absoluteUrl("/visibility-audit", origin),
    brand: { "@type": "Brand", name: site.brand },
    offers: {
      "@type": "Offer",
      price: audit.priceGbp,
      priceCurrency: "GBP",
      url: site.links.auditCheckout,
      availability: "https://schema.org/LimitedAvailability",
      seller: { "@type": "Organization", name: site.brand, url: absoluteUrl("/", origin) },
    },
  };
}
