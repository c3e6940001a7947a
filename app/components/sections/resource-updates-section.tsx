import { BellRing, TrendingUp } from "lucide-react";
import type { ResourcesPage } from "~/content/resources-page";
import { buttonStyles } from "../ui/button-styles";
import { Container } from "../ui/container";
import { ExternalLink } from "../ui/external-link";
import { SectionTitle } from "../ui/section-title";

/**
 * 'More resources coming soon!': subscribe (to her own newsletter, or on the outside platform she names), and the
 * market intelligence tool.
 */
export function ResourceUpdatesSection({
  updates,
  marketIntelligenceTool,
}: {
  updates: ResourcesPage["updates"];
  marketIntelligenceTool: string;
}) {
  return (
    <section aria-labelledby="resource-updates" className="pb-16">
      <Container>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="rounded-2xl border border-line bg-sand p-8">
            <BellRing aria-hidden="true" className="size-7 text-accent" />
            <SectionTitle id="resource-updates" variant="subsection" className="mt-4">
              {updates.title}
            </SectionTitle>
            <p className="mt-3 text-ink-soft">{updates.description}</p>
            {updates.subscribeLink ? (
              <ExternalLink href={updates.subscribeLink} className={buttonStyles("primary", "mt-6")}>
                {updates.subscribe}
              </ExternalLink>
            ) : (
              <a href="/newsletter#subscribe" className={buttonStyles("primary", "mt-6")}>
                {updates.subscribe}
              </a>
            )}
          </div>
          <div className="rounded-2xl border border-line bg-paper p-8">
            <TrendingUp aria-hidden="true" className="size-7 text-accent" />
            <SectionTitle variant="subsection" className="mt-4">
              {updates.tool.title}
            </SectionTitle>
            <p className="mt-3 text-ink-soft">{updates.tool.description}</p>
            <ExternalLink href={marketIntelligenceTool} className={buttonStyles("secondary", "mt-6")}>
              {updates.tool.link}
            </ExternalLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
