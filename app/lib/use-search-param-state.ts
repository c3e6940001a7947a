import { startTransition, useEffect, useRef, useState } from "react";
import { usePagePath } from "./page-path";

/** The page's address with the search parameter `key` set to `value`, or removed when empty, in a fixed order. */
export function addressWith(address: string, key: string, value: string): URL {
  const url = new URL(address);
  if (value === "") url.searchParams.delete(key);
  else url.searchParams.set(key, value);
  url.searchParams.sort();
  return url;
}

/**
 * A piece of text state kept in the URL's search parameter `key`, so it can be
 * shared and survives a reload. The value updates at once (a text field stays
 * responsive), and so does the address, in place (`history.replaceState`: typing
 * adds no history entries). The address is written directly rather than through
 * the router: public pages change by loads of their own (decision 019), so the
 * router has nothing to do, and each change starts from the address as it is, so
 * that two parameters set in the same moment (a tab handed on as the app starts,
 * and a search typed before it: decision 020) both stay.
 *
 * Pages are prerendered without a query, so the value starts empty and takes the
 * URL's after hydration, in an effect: a page opened without a query (most visits)
 * is not rendered a second time, and one opened with a query is re-rendered as a
 * transition, in slices, rather than in one long task right after hydration. Only
 * a change of the address from outside is taken (the address it started on, or back
 * and forward: `popstate`, as the page's island runs without a router): an empty one at the start leaves alone
 * what the visitor typed before the app started (app/lib/use-input-made-before-start.ts).
 *
 * The address written is on the page's own path: a page answering a form it posted (a guide asked for on Free resources
 * is answered at /forms/subscribe) then reads, and reloads, as that page (decision 092).
 */
export function useSearchParamState(key: string): [string, (value: string) => void] {
  const [value, setValue] = useState("");
  const lastSeenInUrl = useRef("");
  const pagePath = usePagePath();

  useEffect(() => {
    const take = () => {
      const fromUrl = new URLSearchParams(window.location.search).get(key) ?? "";
      if (fromUrl === lastSeenInUrl.current) return;
      lastSeenInUrl.current = fromUrl;
      startTransition(() => setValue(fromUrl));
    };
    take();
    window.addEventListener("popstate", take);
    return () => window.removeEventListener("popstate", take);
  }, [key]);

  function update(next: string) {
    setValue(next);
    const address = new URL(window.location.href);
    address.pathname = pagePath;
    window.history.replaceState(window.history.state, "", addressWith(address.href, key, next));
  }

  return [value, update];
}
