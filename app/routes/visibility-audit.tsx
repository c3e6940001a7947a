import { AuditHeroSection } from "~/components/sections/audit-hero-section";
import { AuditTabsSection } from "~/components/sections/audit-tabs-section";
import { ClosingCtaSection } from "~/components/sections/closing-cta-section";
import { buttonStyles } from "~/components/ui/button-styles";
import { ExternalLink } from "~/components/ui/external-link";
import { PriceTag } from "~/components/ui/price-tag";
import { audit } from "~/content/audit";
import { pages } from "~/content/pages";
import { hydratedRoute } from "~/lib/hydration";
import { useOutboundLinks } from "~/lib/outbound-links";
import { originIn, pageMeta } from "~/lib/seo";
import { auditProductNode } from "~/lib/structured-data";
import type { Route } from "./+types/visibility-audit";

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originIn(matches);
  return pageMeta({ ...pages.visibilityAudit, structuredData: [auditProductNode(origin)] }, origin);
};
/** The audit's tabs, which scroll on small screens. */
export const handle = hydratedRoute;

export default function VisibilityAuditPage() {
  const links = useOutboundLinks();
  return (
    <>
      <AuditHeroSection />
      <AuditTabsSection />
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
