import { ArrowRight } from "lucide-react";
import type { Home } from "~/content/home";
import { HeadedSection } from "../ui/headed-section";

/** A short introduction to MOVE OS with links into the two roadmaps. */
export function RoadmapsTeaserSection({
  roadmaps,
  heading,
}: {
  roadmaps: Home["roadmaps"];
  heading: Home["headings"]["roadmaps"];
}) {
  return (
    <HeadedSection
      id="move-os"
      eyebrow={heading.eyebrow}
      title={heading.title}
      intro={roadmaps.intro}
      className="border-t border-line py-16 sm:py-24"
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {roadmaps.links.map((link) => (
          <li key={link.to}>
            <a
              href={link.to}
              className="group flex h-full flex-col rounded-xl border border-line p-6 no-underline transition-colors hover:border-accent"
            >
              <span className="flex items-center gap-2 text-lg font-semibold text-accent-strong group-hover:underline">
                {link.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </span>
              <span className="mt-2 text-ink-soft">{link.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
