import { type ReactNode, useId, useLayoutEffect, useRef, useState } from "react";

/**
 * A data table's box: the table at full width where it fits; where it is wider (a phone), it scrolls sideways within
 * the box, and a line above says so. The box takes the focus, so the keyboard can scroll it too.
 */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLElement>(null);
  const hintId = useId();
  const [scrolls, setScrolls] = useState(false);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="mt-4">
      {scrolls ? (
        <p id={hintId} className="mb-1 text-sm text-ink-soft">
          Wider than your screen: swipe the table sideways to see every column →
        </p>
      ) : null}
      <section
        ref={box}
        aria-label={label}
        aria-describedby={scrolls ? hintId : undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-line bg-paper"
      >
        {children}
      </section>
    </div>
  );
}
