import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A tab choice kept in the URL hash, so a tab can be linked to: the hash
 * selects its tab when the page opens or a link changes it (`hashchange`: the page's island runs without a router),
 * and choosing a tab
 * rewrites the hash in place (no new history entry, no jump).
 * `onArrive` runs once when the page opens on one of the tabs' hashes.
 */
export function useHashTab<T extends string>(values: readonly T[], fallback: T, onArrive?: () => void) {
  const [value, setValue] = useState<T>(fallback);
  const arrived = useRef(false);

  useEffect(() => {
    const take = () => {
      const hash = decodeURIComponent(window.location.hash.slice(1));
      const match = values.find((candidate) => candidate === hash);
      if (!match) return;
      setValue(match);
      if (!arrived.current) {
        arrived.current = true;
        onArrive?.();
      }
    };
    take();
    window.addEventListener("hashchange", take);
    return () => window.removeEventListener("hashchange", take);
  }, [values, onArrive]);

  const select = useCallback((next: T) => {
    setValue(next);
    window.history.replaceState(window.history.state, "", `#${next}`);
  }, []);

  return [value, select] as const;
}
