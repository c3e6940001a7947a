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
        {/* A card out of sight is neither styled nor laid out until it scrolls near (its height guessed until then):
            with 200 of them, a tab or a search that shows them all again answers within a frame (decision 098). */}
        {resources.map((resource) => (
          <li key={resource.id} data-search-item="" className="[contain-intrinsic-size:auto_380px] [content-visibility:auto]">
            <ResourceCard resource={resource} badge={badge} words={card} picture={pictures[resource.id]} />
          </li>
        ))}
      </ul>
    </section>
  );
}
