import type { Phase } from "~/content/schema";
import { InfoPopover } from "./info-popover";
import { PhaseBadge } from "./phase-badge";

interface RoadmapStepCardProps {
  /** Unique on the page, e.g. "career-roadmap-step-1". */
  id: string;
  number: number;
  title: string;
  description: string;
  phase: Phase;
  phaseLabel: string;
}

/**
 * One roadmap step. Its description is always in the page: read by screen
 * readers (with the title's button and on its own), shown in the card when the
 * browser runs no JavaScript, and otherwise opened as a tooltip from the title.
 */
export function RoadmapStepCard({ id, number, title, description, phase, phaseLabel }: RoadmapStepCardProps) {
  const descriptionId = `${id}-description`;
  return (
    <article
      aria-labelledby={`${id}-title`}
      className="flex h-full flex-col rounded-xl border border-line bg-paper p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-muted">Step {number}</p>
        <PhaseBadge phase={phase} label={phaseLabel} />
      </div>
      <h3 id={`${id}-title`} className="mt-3 text-lg font-semibold">
        <InfoPopover content={description} describedBy={descriptionId}>
          {title}
        </InfoPopover>
      </h3>
      <p id={descriptionId} className="sr-only noscript:not-sr-only noscript:mt-2 noscript:text-ink-soft">
        {description}
      </p>
    </article>
  );
}
