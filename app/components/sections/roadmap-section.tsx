import type { PhilosophyPage } from "~/content/philosophy";
import type { Roadmap } from "~/content/schema";
import { Container } from "../ui/container";
import { PhaseBadge } from "../ui/phase-badge";
import { RoadmapStepCard } from "../ui/roadmap-step-card";
import { SectionHeading } from "../ui/section-heading";

/** A nine-step MOVE OS roadmap: its three phases, then a card for every step. */
export function RoadmapSection({ roadmap, words }: { roadmap: Roadmap; words: PhilosophyPage["roadmaps"] }) {
  const phaseLabels = { 1: roadmap.phase1, 2: roadmap.phase2, 3: roadmap.phase3 } as const;
  const shaded = roadmap.variant === "business";
  return (
    <section
      id={roadmap.id}
      aria-labelledby={`${roadmap.id}-heading`}
      className={`py-16 sm:py-20 ${shaded ? "border-y border-line bg-sand" : ""}`.trim()}
    >
      <Container>
        <SectionHeading id={`${roadmap.id}-heading`} eyebrow={words.eyebrow} title={roadmap.title}>
          <p>{roadmap.subtitle}</p>
        </SectionHeading>
        <ol aria-label={`${roadmap.title} phases`} className="mt-8 flex flex-wrap gap-3">
          {([1, 2, 3] as const).map((phase) => (
            <li key={phase}>
              <PhaseBadge phase={phase} label={phaseLabels[phase]} />
            </li>
          ))}
        </ol>
        <p className="mt-6 text-sm text-muted">{words.stepHint}</p>
        <ol aria-label={`${roadmap.title} steps`} className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {roadmap.steps.map((step, index) => (
            <li key={step.title}>
              <RoadmapStepCard
                id={`${roadmap.id}-step-${index + 1}`}
                number={index + 1}
                title={step.title}
                description={step.description}
                phase={step.phase}
                phaseLabel={phaseLabels[step.phase]}
              />
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
