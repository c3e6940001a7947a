import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useBeforeUnload, useBlocker } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { UnsavedWorkReport } from "./unsaved-work";

/**
 * Around every back-office screen where she writes and saves by a button (its forms say what is unsaved with
 * `useUnsavedWork`): while anything typed is not saved, leaving the screen by a link, the menu or Back asks first in the
 * back office's own dialog (React Router's blocker), and closing or reloading the tab asks through the browser's own
 * question (`beforeunload`, whose words no site can set). Staying is the dialog's first button and has focus, so Enter or
 * Escape pressed out of habit loses nothing. A screen that saves as she goes (the issue editor) needs none.
 */
export function LeaveGuard({ children, keptInBrowser = false }: { children: ReactNode; keptInBrowser?: boolean }) {
  const [unsavedParts, setUnsavedParts] = useState<ReadonlySet<string>>(new Set());
  const unsaved = unsavedParts.size > 0;
  const report = useCallback((part: string, partUnsaved: boolean) => {
    setUnsavedParts((before) => {
      if (before.has(part) === partUnsaved) return before;
      const after = new Set(before);
      if (partUnsaved) after.add(part);
      else after.delete(part);
      return after;
    });
  }, []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const textId = useId();

  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!unsaved) return;
        event.preventDefault();
        // Older browsers ask only when this is set.
        event.returnValue = "";
      },
      [unsaved],
    ),
  );

  useEffect(() => {
    if (blocker.state === "blocked") {
      if (!dialog.current?.open) dialog.current?.showModal();
      stay.current?.focus();
    } else if (dialog.current?.open) dialog.current.close();
  }, [blocker.state]);

  return (
    <UnsavedWorkReport.Provider value={report}>
      {children}
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        aria-describedby={textId}
        onClose={() => {
          if (blocker.state === "blocked") blocker.reset();
        }}
        className="m-auto max-w-lg rounded-lg border border-line bg-paper p-6 text-ink backdrop:bg-ink/50"
      >
        <h2 id={headingId} className="text-2xl font-semibold">
          Leave without saving?
        </h2>
        <p id={textId} className="mt-3">
          {keptInBrowser
            ? "Something you wrote on this screen is not saved yet, so the website does not show it. This browser keeps it for when you come back."
            : "Something you wrote on this screen is not saved yet. If you leave now, it is lost."}
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <button ref={stay} type="button" className={buttonStyles()} onClick={() => blocker.reset?.()}>
            Stay and keep writing
          </button>
          <button type="button" className={buttonStyles("secondary")} onClick={() => blocker.proceed?.()}>
            Leave without saving
          </button>
        </div>
      </dialog>
    </UnsavedWorkReport.Provider>
  );
}
