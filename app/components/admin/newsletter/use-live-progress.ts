import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** While a send is under way, reads the screen's data again every `everyMs`, so the figures move as she watches. */
export function useLiveProgress(active: boolean, everyMs = 2_000) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void revalidate(), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs, revalidate]);
}
