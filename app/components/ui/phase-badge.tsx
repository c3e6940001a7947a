import type { Phase } from "~/content/schema";

const phaseStyles: Record<Phase, string> = {
  1: "bg-accent-soft text-accent-strong",
  2: "bg-sand-deep text-ink",
  3: "bg-accent-strong text-white",
};

/** A roadmap phase, 1 to 3, with its name; each phase has its own colour. */
export function PhaseBadge({ phase, label }: { phase: Phase; label: string }) {
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${phaseStyles[phase]}`}>
      Phase {phase}: {label}
    </span>
  );
}
