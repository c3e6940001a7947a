/** A notice that takes the focus when it appears, so a screen reader reads it before anything else. */
export function EditorNotice({ children }: { children: string }) {
  return (
    <p
      tabIndex={-1}
      ref={(notice) => notice?.focus()}
      className="rounded-lg border border-accent bg-accent-soft p-4 font-semibold"
    >
      {children}
    </p>
  );
}
