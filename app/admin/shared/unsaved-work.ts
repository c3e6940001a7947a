import { createContext, useContext, useEffect, useId } from "react";

/** How a part of a screen tells the screen's `LeaveGuard` whether it holds something unsaved, under its own key. */
export const UnsavedWorkReport = createContext<((part: string, unsaved: boolean) => void) | null>(null);

/**
 * Called by each form where she writes and saves by a button, with whether what is in it differs from what is saved: the
 * `LeaveGuard` around the screen then asks before she leaves. A form outside any guard is a mistake, told at once.
 */
export function useUnsavedWork(unsaved: boolean) {
  const report = useContext(UnsavedWorkReport);
  if (!report) throw new Error("A form where she writes needs a LeaveGuard around its screen.");
  const part = useId();
  useEffect(() => report(part, unsaved), [report, part, unsaved]);
  useEffect(() => () => report(part, false), [report, part]);
}
