import { SearchX } from "lucide-react";
import type { ReactNode } from "react";

/** What a search shows when nothing matches: a short title and a suggestion. */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-line bg-sand px-6 py-10 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-8 text-muted" />
      <p className="mt-3 font-serif text-xl font-semibold text-ink">{title}</p>
      <div className="mt-2 text-ink-soft">{children}</div>
    </div>
  );
}
