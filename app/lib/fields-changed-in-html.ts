/** A field the visitor types into or picks from. */
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

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
 * `valueNow` reads a field's value (an island reads those it kept from just before it hydrated).
 */
export function fieldsChangedInHtml(area: Element, valueNow = (field: Field) => field.value): FieldChange[] {
  const fields = [...area.querySelectorAll<Field>("input, textarea, select")].filter((field) => !isTicked(field));
  return fields
    .map((field) => ({ field, value: valueNow(field) }))
    .filter(({ field, value }) => value !== valueInHtml(field))
    .map(({ field, value }) => ({ name: field.name, value }));
}
