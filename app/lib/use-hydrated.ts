import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once the page runs.
 * Lets a component show plain, readable content to visitors without JavaScript
 * and switch to its interactive form only when it can actually respond.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
