import type { PhilosophyPage } from "~/content/philosophy";
import { moveShifts } from "~/content/roadmaps";
import { ContentIcon } from "../ui/content-icon";
import { HeadedSection } from "../ui/headed-section";

/** The four MOVE shifts, one card each, led by its letter. */
export function MoveShiftsSection({ shifts }: { shifts: PhilosophyPage["shifts"] }) {
  return (
    <HeadedSection
      id="four-shifts"
      eyebrow={shifts.eyebrow}
      title={shifts.title}
      intro={shifts.intro}
      className="border-t border-line bg-accent-soft py-16 sm:py-20"
    >
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {moveShifts.map((shift) => (
          <li key={shift.letter} className="flex flex-col rounded-xl bg-paper p-6 shadow-sm">
            <div className="flex items-center justify-between">
              <span aria-hidden="true" className="font-serif text-5xl font-semibold text-accent-strong">
                {shift.letter}
              </span>
              <ContentIcon name={shift.icon} className="size-7 text-accent" />
            </div>
            <h3 className="mt-4 text-xl font-semibold">{shift.title}</h3>
            <p className="mt-2 text-ink-soft">{shift.description}</p>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}
