import { AuditHeroSection } from "~/components/sections/audit-hero-section";
import { AuditTabsSection } from "~/components/sections/audit-tabs-section";
import { ClosingCtaSection } from "~/components/sections/closing-cta-section";
import { buttonStyles } from "~/components/ui/button-styles";
import { ExternalLink } from "~/components/ui/external-link";
import { PriceTag } from "~/components/ui/price-tag";
import { pagesOf } from "~/content/pages";
import { Island } from "~/islands/island";
import { useOutboundLinks } from "~/lib/outbound-links";
import { contentFor, pageSeoFor } from "~/lib/page-content";
import { metaIn } from "~/lib/seo";
import { useSiteDetails } from "~/lib/site-context";
import { auditProductNode } from "~/lib/structured-data";
import type { Route } from "./+types/visibility-audit";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  metaIn(matches, (site, origin) => ({
    ...(loaderData?.page ?? pagesOf(site).visibilityAudit),
    structuredData: loaderData ? [auditProductNode(loaderData.audit, origin, site)] : [],
  }));

/** Her words for this page and her testimonials for the audit, as the render was handed them. */
export function loader({ context }: Route.LoaderArgs) {
  return {
    audit: contentFor(context, (content) => content.audit),
    auditTestimonials: contentFor(context, (content) => content.testimonials.audit),
    page: pageSeoFor(context, "visibilityAudit"),
  };
}

export default function VisibilityAuditPage({ loaderData: { audit, auditTestimonials } }: Route.ComponentProps) {
  const { prices } = useSiteDetails();
  const links = useOutboundLinks();
  const { tabsLabel, tabs, whatItIs, features, questions } = audit;
  return (
    <>
      <AuditHeroSection hero={audit.hero} offer={audit.offer} />
      {/* The audit's tabs, which scroll on small screens: handed the words they show, and nothing more. */}
      <Island
        name="audit-tabs"
        component={AuditTabsSection}
        props={{ words: { tabsLabel, tabs, whatItIs, features, questions }, auditTestimonials }}
      />
      <ClosingCtaSection title={audit.closing.title} description={audit.closing.description}>
        <div className="flex w-full flex-col items-center gap-6">
          <PriceTag price={prices.audit} wasPrice={prices.auditWas} tone="dark" />
          <ExternalLink href={links.link("auditCheckout")} className={buttonStyles("inverse")}>
            {audit.offer.bookLabel}
          </ExternalLink>
        </div>
      </ClosingCtaSection>
    </>
  );
}
