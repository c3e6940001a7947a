import type { ComparedPart } from "./version-comparison";

interface ComparedTextProps {
  heading: string;
  parts: ComparedPart[];
}

/** One side of a comparison: its text as written, what the other side lacks highlighted (and named to a screen reader). */
export function ComparedText({ heading, parts }: ComparedTextProps) {
  return (
    <div className="min-w-0">
      <h4 className="text-sm font-semibold text-ink-soft">{heading}</h4>
      <section
        aria-label={heading}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="mt-1 max-h-80 overflow-auto whitespace-pre-wrap break-words rounded-md border border-line bg-white p-3 text-sm"
      >
        {parts.map((part, index) =>
          part.differs ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the runs are fixed for one comparison
            <mark key={index} className="rounded-sm bg-[#fde68a] text-ink">
              <span className="sr-only">[differs: </span>
              {part.text}
              <span className="sr-only">]</span>
            </mark>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the runs are fixed for one comparison
            <span key={index}>{part.text}</span>
          ),
        )}
      </section>
    </div>
  );
}
