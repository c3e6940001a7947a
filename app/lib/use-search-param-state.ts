import { startTransition, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * The query this page last asked the router for. Two parameters set at once (a tab handed on as the app starts, and
 * a search typed before it) would each start from the router's location, which shows neither yet, and the second
 * would undo the first: each starts from this instead, until the router has caught up.
 */
let queryAskedFor: string | undefined;

/**
 * A piece of text state kept in the URL's search parameter `key`, so it can be
 * shared and survives a reload. The value updates at once (a text field stays
 * responsive); the URL follows with `replace`, so typing adds no history entries.
 *
 * Pages are prerendered without a query, so the value starts empty and takes the
 * URL's after hydration, in an effect: a page opened without a query (most visits)
 * is not rendered a second time, and one opened with a query is re-rendered as a
 * transition, in slices, rather than in one long task right after hydration. Only
 * a change in the URL is taken: an empty one at the start leaves alone what the
 * visitor typed before the app started (app/lib/use-input-made-before-start.ts).
 *
 * The URL catches up with typing a moment later, one keystroke at a time. Those
 * values are our own, already shown or overtaken: taking them back from the URL
 * would drop the letters typed since. Only a change made elsewhere (back, forward,
 * a link) replaces the value.
 */
export function useSearchParamState(key: string): [string, (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = searchParams.get(key) ?? "";
  const [value, setValue] = useState("");
  const writtenByUs = useRef<string[]>([]);
  const lastSeenInUrl = useRef("");

  const query = searchParams.toString();
  useEffect(() => {
    if (query === queryAskedFor) queryAskedFor = undefined;
  }, [query]);

  useEffect(() => {
    if (fromUrl === lastSeenInUrl.current) return;
    lastSeenInUrl.current = fromUrl;
    const ours = writtenByUs.current.indexOf(fromUrl);
    if (ours !== -1) {
      writtenByUs.current.splice(0, ours + 1);
      return;
    }
    writtenByUs.current = [];
    startTransition(() => setValue(fromUrl));
  }, [fromUrl]);

  function update(next: string) {
    setValue(next);
    writtenByUs.current.push(next);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(queryAskedFor ?? current);
        if (next === "") params.delete(key);
        else params.set(key, next);
        queryAskedFor = params.toString() === current.toString() ? undefined : params.toString();
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return [value, update];
}
