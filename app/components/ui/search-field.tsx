import { Search } from "lucide-react";
import { useId, useRef } from "react";
import { useInputMadeBeforeStart } from "~/lib/use-input-made-before-start";

interface SearchFieldProps {
  /** Id of the input, for links that jump to it. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** What the current search shows, e.g. "3 questions found"; announced politely as it changes. */
  status: string;
  /** What it searches, naming the status's wording for the page's loader (app/lib/search-at-once.ts). */
  searches: "questions" | "resources";
  /** The status's words of her own, as JSON, for the page's loader to say what React says (app/lib/search-at-once.ts). */
  statusWords?: string;
}

/**
 * A labelled live search box in a search landmark, with a status line that
 * screen readers announce as the results change. Before React starts, the page's loader filters the items and
 * writes the status itself (decision 034), so the status may differ from this render's as React takes over.
 */
export function SearchField({ id, label, value, onChange, placeholder, status, searches, statusWords }: SearchFieldProps) {
  const statusId = useId();
  const area = useRef<HTMLElement>(null);
  // Handed on just after the app's first render, not during it: onChange may change the address, which the router
  // allows only once that render is complete.
  useInputMadeBeforeStart(area, (change) => queueMicrotask(() => onChange(change.value)));
  return (
    <search ref={area} className="block max-w-xl" data-search-of={searches} data-search-words={statusWords}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      <div className="relative mt-2">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted" />
        <input
          id={id}
          type="search"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={statusId}
          className="w-full rounded-md border border-ink/30 bg-paper py-3 pr-4 pl-12 text-base text-ink placeholder:text-muted"
        />
      </div>
      <p id={statusId} role="status" className="mt-2 text-sm text-muted" suppressHydrationWarning>
        {status}
      </p>
    </search>
  );
}
