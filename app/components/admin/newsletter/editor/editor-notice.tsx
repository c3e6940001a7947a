import { useCallback } from "react";

/** A notice that takes the focus when it appears, so a screen reader reads it before anything else. */
export function EditorNotice({ children }: { children: string }) {
  // Focused once, as it appears: a ref callback made anew each render would take the focus back at every keystroke.
  const focusOnAppearing = useCallback((notice: HTMLParagraphElement | null) => notice?.focus(), []);
  return (
    <p tabIndex={-1} ref={focusOnAppearing} className="rounded-lg border border-accent bg-accent-soft p-4 font-semibold">
      {children}
    </p>
  );
}
