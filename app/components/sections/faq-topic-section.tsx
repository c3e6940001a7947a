import type { FaqSearchSection } from "~/lib/faq-search";
import { ContentIcon } from "../ui/content-icon";
import { FaqAccordion } from "../ui/faq-accordion";
import { SectionTitle } from "../ui/section-title";

/** One FAQ topic (anchor #section-N): icon, title, description and its questions as an accordion. */
export function FaqTopicSection({ section }: { section: FaqSearchSection }) {
  const anchor = `section-${section.index}`;
  return (
    <section id={anchor} aria-labelledby={`${anchor}-title`}>
      <div className="flex items-start gap-4">
        <span className="rounded-lg bg-accent-soft p-3 text-accent">
          <ContentIcon name={section.icon} />
        </span>
        <div>
          <SectionTitle id={`${anchor}-title`} variant="subsection">
            {section.title}
          </SectionTitle>
          <p className="mt-2 text-muted">{section.description}</p>
        </div>
      </div>
      <div className="mt-6">
        <FaqAccordion items={section.items} searchable />
      </div>
    </section>
  );
}
