import { useCallback, useEffect, useState } from "react";
import type { Regeneration } from "~/lib/newsletter-drafts";
import { adminGet } from "./admin-api";

const pollMs = 2_000;
const underWay = (regeneration: Regeneration | null) => regeneration?.state === "queued" || regeneration?.state === "building";

/** How the website's rebuild stands (read at once when `readAtStart`), read again every 2 s while one runs. */
export function useRegeneration(readAtStart: boolean) {
  const [regeneration, setRegeneration] = useState<Regeneration | null>(null);

  const readRegeneration = useCallback(async () => {
    try {
      setRegeneration(await adminGet<Regeneration>("site/regeneration"));
    } catch {
      // The next change or the next poll reads it again.
    }
  }, []);

  useEffect(() => {
    if (readAtStart) void readRegeneration();
  }, [readAtStart, readRegeneration]);

  useEffect(() => {
    if (!underWay(regeneration)) return;
    const timer = setTimeout(() => void readRegeneration(), pollMs);
    return () => clearTimeout(timer);
  }, [regeneration, readRegeneration]);

  return { regeneration, setRegeneration };
}
