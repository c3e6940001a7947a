import type { NewsletterImageManifest } from "~/content/newsletter-images.server";
import type { Resource } from "~/content/resources";
import type { ResourcesPage } from "~/content/resources-page";
import { ResourceCard } from "../ui/resource-card";
import { SectionTitle } from "../ui/section-title";

interface ResourceGroupSectionProps {
  id: string;
  title: string;
  description: string;
  resources: readonly Resource[];
  badge: string;
  /** The words on every card. */
  card: ResourcesPage["card"];
  /** The files of the pictures she uploaded for cards, by resource id. */
  pictures: NewsletterImageManifest;
  /** In a panel shown for several tabs, the tabs this group belongs to (app/lib/search-at-once.ts). */
  onTabs?: string;
}

/** A titled group of resource cards, e.g. 'Strategic Carousels'. */
export function ResourceGroupSection({
  id,
  title,
  description,
  resources,
  badge,
  card,
  pictures,
  onTabs,
}: ResourceGroupSectionProps) {
  return (
    <section aria-labelledby={id} data-on-tabs={onTabs}>
      <SectionTitle id={id} variant="subsection">
        {title}
      </SectionTitle>
      <p className="mt-2 text-muted">{description}</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {resources.map((resource) => (
          <li key={resource.id} data-search-item="">
            <ResourceCard resource={resource} badge={badge} words={card} picture={pictures[resource.id]} />
          </li>
        ))}
      </ul>
    </section>
  );
}
