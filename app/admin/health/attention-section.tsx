import type { ReactNode } from "react";

/** A section of the Health screen that asks for her attention, edged in the danger colour, under its own heading. */
export function AttentionSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-lg border border-danger bg-paper p-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
