import { useCallback } from "react";

/** A notice that takes the focus when it appears, so a screen reader reads it before anything else. */
export function EditorNotice({ children }: { children: string }) {
  // Focused as it appears or its words change, not at every render: that took the focus back at every keystroke.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new words are what makes it take the focus again.
  const focusOnAppearing = useCallback((notice: HTMLParagraphElement | null) => notice?.focus(), [children]);
  return (
    <p tabIndex={-1} ref={focusOnAppearing} className="rounded-lg border border-accent bg-accent-soft p-4 font-semibold">
      {children}
    </p>
  );
}
