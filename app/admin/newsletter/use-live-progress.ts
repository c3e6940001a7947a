import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * While a send has editions waiting (sending, or paused: the edition in hand when she paused still goes), reads the screen's data again every `everyMs`,
 * so the figures move as she watches and stay what the mail server received.
 */
export function useLiveProgress(active: boolean, everyMs = 2_000) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void revalidate(), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs, revalidate]);
}
