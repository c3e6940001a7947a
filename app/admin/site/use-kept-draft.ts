import { useEffect, useState } from "react";

/**
 * What she is typing, kept in this browser as she types (decision 061): leaving the screen, closing the tab or losing
 * the connection loses nothing. Opening the screen again brings back a draft that differs from what is saved, and says
 * so; saving or discarding forgets it. Leaving with changes unsaved is asked first by the screen's `LeaveGuard`.
 */
export function useKeptDraft<T>(key: string, saved: T) {
  const storageKey = `back-office-draft:${key}`;
  const savedText = JSON.stringify(saved);
  const [draft, setDraft] = useState<T>(saved);
  const [restored, setRestored] = useState(false);

  // A draft kept from before, read once the screen is in the browser.
  useEffect(() => {
    const kept = window.localStorage.getItem(storageKey);
    if (kept && kept !== savedText) {
      setDraft(JSON.parse(kept) as T);
      setRestored(true);
    } else {
      setDraft(JSON.parse(savedText) as T);
      setRestored(false);
    }
  }, [storageKey, savedText]);

  const unsaved = JSON.stringify(draft) !== savedText;
  useEffect(() => {
    if (unsaved) window.localStorage.setItem(storageKey, JSON.stringify(draft));
    else window.localStorage.removeItem(storageKey);
  }, [storageKey, draft, unsaved]);

  return {
    draft,
    setDraft,
    unsaved,
    restored,
    /** Saved: the kept draft is forgotten, and the screen shows what the server kept once it has read it again. */
    forget() {
      window.localStorage.removeItem(storageKey);
    },
    discard() {
      window.localStorage.removeItem(storageKey);
      setDraft(JSON.parse(savedText) as T);
      setRestored(false);
    },
  };
}
