import { AuditHeroSection } from "~/components/sections/audit-hero-section";
import { AuditTabsSection } from "~/components/sections/audit-tabs-section";
import { ClosingCtaSection } from "~/components/sections/closing-cta-section";
import { buttonStyles } from "~/components/ui/button-styles";
import { ExternalLink } from "~/components/ui/external-link";
import { PriceTag } from "~/components/ui/price-tag";
import { auditOf } from "~/content/audit";
import { pagesOf } from "~/content/pages";
import { Island } from "~/islands/island";
import { useOutboundLinks } from "~/lib/outbound-links";
import { contentFor } from "~/lib/page-content";
import { metaIn } from "~/lib/seo";
import { useSite } from "~/lib/site-context";
import { auditProductNode } from "~/lib/structured-data";
import type { Route } from "./+types/visibility-audit";

export const meta: Route.MetaFunction = ({ matches }) =>
  metaIn(matches, (site, origin) => ({
    ...pagesOf(site).visibilityAudit,
    structuredData: [auditProductNode(auditOf(site), origin, site)],
  }));

/** Her testimonials for the audit, as the render was handed them. */
export function loader({ context }: Route.LoaderArgs) {
  return { auditTestimonials: contentFor(context, (content) => content.testimonials.audit) };
}

export default function VisibilityAuditPage({ loaderData: { auditTestimonials } }: Route.ComponentProps) {
  const site = useSite();
  const audit = auditOf(site);
  const links = useOutboundLinks();
  return (
    <>
      <AuditHeroSection />
      {/* The audit's tabs, which scroll on small screens. */}
      <Island name="audit-tabs" component={AuditTabsSection} props={{ auditTestimonials }} />
      <ClosingCtaSection title={audit.closing.title} description={audit.closing.description}>
        <div className="flex w-full flex-col items-center gap-6">
          <PriceTag price={audit.priceGbp} wasPrice={audit.wasPriceGbp} tone="dark" />
          <ExternalLink href={links.link("auditCheckout")} className={buttonStyles("inverse")}>
            {audit.bookLabel}
          </ExternalLink>
        </div>
      </ClosingCtaSection>
    </>
  );
}
