import { useState } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "./use-hydrated";

/**
 * A piece of text state kept in the URL's search parameter `key`, so it can be
 * shared and survives a reload. The value updates at once (a text field stays
 * responsive); the URL follows with `replace`, so typing adds no history entries.
 * Pages are prerendered without a query, so the URL is read only after hydration.
 */
export function useSearchParamState(key: string): [string, (value: string) => void] {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = hydrated ? (searchParams.get(key) ?? "") : "";
  const [value, setValue] = useState(fromUrl);
  const [lastSeenUrlValue, setLastSeenUrlValue] = useState(fromUrl);

  if (fromUrl !== lastSeenUrlValue) {
    setLastSeenUrlValue(fromUrl);
    setValue(fromUrl);
  }

  function update(next: string) {
    setValue(next);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === "") params.delete(key);
        else params.set(key, next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return [value, update];
}
