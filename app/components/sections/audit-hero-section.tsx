import { Sparkles } from "lucide-react";
import type { AuditPage } from "~/content/audit";
import { useOutboundLinks } from "~/lib/outbound-links";
import { useSiteDetails } from "~/lib/site-context";
import { buttonStyles } from "../ui/button-styles";
import { CheckList } from "../ui/check-list";
import { Container } from "../ui/container";
import { ExternalLink } from "../ui/external-link";
import { PriceTag } from "../ui/price-tag";

/** The top of the audit sales page, in her words: the offer, its price (Your details) and terms, and the checkout button. */
export function AuditHeroSection({ hero, offer }: Pick<AuditPage, "hero" | "offer">) {
  const { prices } = useSiteDetails();
  const links = useOutboundLinks();
  return (
    <section aria-labelledby="audit-title" className="border-b border-line bg-sand">
      <Container className="grid items-start gap-10 py-14 sm:py-20 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-accent-strong px-4 py-1.5 text-sm font-semibold text-white">
            <Sparkles aria-hidden="true" className="size-4" />
            {hero.badge}
          </p>
          <h1 id="audit-title" className="mt-5 text-4xl font-semibold sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-soft sm:text-xl">{hero.intro}</p>
          <p className="mt-4 text-muted">{hero.availabilityNote}</p>
        </div>
        <div className="rounded-2xl border border-line bg-paper p-7 shadow-sm sm:p-8">
          <PriceTag price={prices.audit} wasPrice={prices.auditWas} />
          <CheckList items={offer.terms} className="mt-5 space-y-3" />
          <ExternalLink href={links.link("auditCheckout")} className={buttonStyles("primary", "mt-7 w-full")}>
            {offer.bookLabel}
          </ExternalLink>
        </div>
      </Container>
    </section>
  );
}
