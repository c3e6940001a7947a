import { createContext, type ReactNode, useContext } from "react";

/** Whether a component renders in an island's script (app/islands/hydrate-island.tsx) rather than in the page's render. */
export const InIsland = createContext(false);

/**
 * Children an island leaves as the page's HTML has them (decision 088): the page's render writes them, and in the
 * island's script the element is given empty inner HTML, which Preact neither puts in place as it hydrates nor again
 * as long as it stays the same, so it keeps the children it found and hydrates none of them, however many.
 * Whatever changes in them is done to the page itself (the loader's filter, app/lib/search-at-once.ts).
 */
export function Prerendered({ className, children }: { className?: string; children: ReactNode }) {
  const inIsland = useContext(InIsland);
  return inIsland ? (
    <div className={className} dangerouslySetInnerHTML={{ __html: "" }} />
  ) : (
    <div className={className}>{children}</div>
  );
}
