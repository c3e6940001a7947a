import type { Phase } from "~/content/schema";
import { useHydrated } from "~/lib/use-hydrated";
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
 * One roadmap step. Its description is part of the page: shown in the card when
 * JavaScript is unavailable, and once the page runs kept for screen readers
 * while sighted visitors open it as a tooltip from the step's title.
 */
export function RoadmapStepCard({ id, number, title, description, phase, phaseLabel }: RoadmapStepCardProps) {
  const hydrated = useHydrated();
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
        {hydrated ? (
          <InfoPopover content={description} describedBy={descriptionId}>
            {title}
          </InfoPopover>
        ) : (
          title
        )}
      </h3>
      <p id={descriptionId} className={hydrated ? "sr-only" : "mt-2 text-ink-soft"}>
        {description}
      </p>
    </article>
  );
}
