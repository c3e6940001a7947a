import { type RefObject, useLayoutEffect, useRef } from "react";
import { type FieldChange, fieldsChangedInHtml } from "./fields-changed-in-html";

/**
 * Hands on what the visitor typed or picked in `area` before the client app started (a slow connection can bring
 * the app's script after the first letters). React takes over a prerendered field with the value its HTML had, and
 * would put that value back at the field's next render: so, once, as the app starts, each changed field is given
 * to `adopt`, which puts it in the component's state. It is a layout effect so that the state is updated before
 * the app answers any event: the click that started the app may be the one that sends the form. It runs once, with
 * the first render's `adopt` (a ref rather than React's `useEffectEvent`, which Preact's layer lacks: decision 072).
 */
export function useInputMadeBeforeStart(area: RefObject<Element | null>, adopt: (change: FieldChange) => void): void {
  const adoptAtStart = useRef(adopt);
  useLayoutEffect(() => {
    if (area.current) for (const change of fieldsChangedInHtml(area.current)) adoptAtStart.current(change);
  }, [area]);
}
