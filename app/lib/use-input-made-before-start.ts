import { createContext, type RefObject, useContext, useLayoutEffect, useRef } from "react";
import { type Field, type FieldChange, fieldsChangedInHtml } from "./fields-changed-in-html";

/**
 * The values of an island's fields as the visitor left them just before it hydrated (app/islands/hydrate-island.tsx):
 * as Preact hydrates a textarea it puts back the value it renders, before any effect could read the visitor's.
 */
const ValuesBeforeStartContext = createContext<ReadonlyMap<Element, string> | null>(null);
export const ValuesBeforeStart = ValuesBeforeStartContext.Provider;

/** The value of every field in `area` now, for `ValuesBeforeStart`. */
export function valuesOfFields(area: Element): Map<Element, string> {
  return new Map([...area.querySelectorAll<Field>("input, textarea, select")].map((field) => [field, field.value]));
}

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
  const valuesBeforeStart = useContext(ValuesBeforeStartContext);
  useLayoutEffect(() => {
    if (!area.current) return;
    const valueNow = (field: Field) => valuesBeforeStart?.get(field) ?? field.value;
    for (const change of fieldsChangedInHtml(area.current, valueNow)) adoptAtStart.current(change);
  }, [area, valuesBeforeStart]);
}
