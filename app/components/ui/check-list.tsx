import { Check } from "lucide-react";

/** A list of short points, each marked with a tick. */
export function CheckList({ items, className = "space-y-3" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink-soft">
          <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
          {item}
        </li>
      ))}
    </ul>
  );
}
