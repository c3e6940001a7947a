import { Info } from "lucide-react";
import type { Phase } from "~/content/schema";
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
 * One roadmap step. Its title is a button that shows the description above it in a native popover (the
 * Popover API), with no JavaScript: a click, tap, Enter or Space opens it and again closes it, Escape or a
 * click elsewhere closes it, opening another step closes the first, and focus stays on the button.
 * Screen readers hear the description with the button.
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
        <button
          type="button"
          popoverTarget={descriptionId}
          aria-describedby={descriptionId}
          className="group inline-flex w-full items-start justify-between gap-3 rounded-md text-left hover:text-accent-strong"
        >
          <span>{title}</span>
          <Info aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent group-hover:text-accent-strong" />
        </button>
      </h3>
      <p
        id={descriptionId}
        popover="auto"
        className="info-popover max-w-[min(20rem,calc(100vw-2rem))] rounded-lg border-0 bg-ink px-4 py-3 text-sm leading-relaxed text-white shadow-lg"
      >
        {description}
      </p>
    </article>
  );
}
