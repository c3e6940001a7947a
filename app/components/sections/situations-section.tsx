import { Check } from "lucide-react";
import type { Home } from "~/content/home";
import { HeadedSection } from "../ui/headed-section";

/** 'Is This You?': six situations a visitor may recognise. */
export function SituationsSection({
  situations,
  heading,
}: {
  situations: Home["situations"];
  heading: Home["headings"]["situations"];
}) {
  return (
    <HeadedSection id="is-this-you" eyebrow={heading.eyebrow} title={heading.title} className="py-16 sm:py-24">
      <ul className="mt-10 grid gap-x-10 gap-y-6 md:grid-cols-2">
        {situations.map((situation) => (
          <li key={situation} className="flex gap-4 text-lg text-ink-soft">
            <span className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
              <Check aria-hidden="true" className="size-4" />
            </span>
            {situation}
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
