import { type RefObject, useEffectEvent, useLayoutEffect } from "react";

/** A field the visitor types into or picks from. */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface FieldChange {
  name: string;
  value: string;
}

/** The value a field was given in the page's HTML. */
function valueInHtml(field: Field): string {
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return chosen?.value ?? "";
  }
  return field.defaultValue;
}

const isTicked = (field: Field) => field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

/**
 * The fields in `area` whose value differs from the one in the page's HTML, with their value now. A field React
 * creates has both set to the same value, so only a change the visitor made to the prerendered HTML shows.
 */
export function fieldsChangedInHtml(area: Element): FieldChange[] {
  const fields = [...area.querySelectorAll<Field>("input, textarea, select")].filter((field) => !isTicked(field));
  return fields.filter((field) => field.value !== valueInHtml(field)).map(({ name, value }) => ({ name, value }));
}

/**
 * Hands on what the visitor typed or picked in `area` before the client app started (a slow connection can bring
 * the app's script after the first letters). React takes over a prerendered field with the value its HTML had, and
 * would put that value back at the field's next render: so, once, as the app starts, each changed field is given
 * to `adopt`, which puts it in the component's state. It is a layout effect so that the state is updated before
 * the app answers any event: the click that started the app may be the one that sends the form.
 */
export function useInputMadeBeforeStart(area: RefObject<Element | null>, adopt: (change: FieldChange) => void): void {
  const adoptChange = useEffectEvent(adopt);
  useLayoutEffect(() => {
    if (area.current) for (const change of fieldsChangedInHtml(area.current)) adoptChange(change);
  }, [area]);
}
