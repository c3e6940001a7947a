import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the page is prerendered and while React hydrates it, true ever
 * after. Lets a component render its JavaScript-free form into the static HTML
 * and switch to the interactive one without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
