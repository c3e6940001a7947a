import { ContentCheckboxField } from "./content-checkbox-field";
import { ContentListField } from "./content-list-field";
import { labelOf, pathKey } from "./content-path";
import { ContentTextField } from "./content-text-field";
import { madeBySite, numberFields } from "./kinds";

interface DocumentFieldsProps {
  path: (string | number)[];
  value: unknown;
  errors: Record<string, string>;
  onChange(path: (string | number)[], value: unknown): void;
  /** The name of a kind that is a list, for the list's heading and its Add button. */
  listLabel?: string;
}

/** Any part of her content as fields: a text as a field, a yes-or-no as a checkbox, a list as a list she can change, a group under its heading. */
export function DocumentFields({ path, value, errors, onChange, listLabel }: DocumentFieldsProps) {
  const name = path.at(-1);
  if (typeof name === "string" && madeBySite.has(name)) return null;
  if (typeof name === "string" && numberFields.has(name)) {
    // Kept as she typed it until it reads as a number, so "49." on the way to "49.5" is not lost.
    const asNumber = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text);
    return (
      <ContentTextField
        path={path}
        value={String(value ?? "")}
        error={errors[pathKey(path)]}
        onChange={(text) => onChange(path, asNumber(text))}
      />
    );
  }
  if (typeof value === "string") {
    return <ContentTextField path={path} value={value} error={errors[pathKey(path)]} onChange={(text) => onChange(path, text)} />;
  }
  if (typeof value === "boolean")
    return (
      <ContentCheckboxField path={path} checked={value} error={errors[pathKey(path)]} onChange={(on) => onChange(path, on)} />
    );
  if (Array.isArray(value))
    return <ContentListField path={path} items={value} errors={errors} onChange={onChange} label={listLabel} />;
  if (!value || typeof value !== "object") return null;
  const fields = Object.entries(value).map(([key, item]) => (
    <DocumentFields key={key} path={[...path, key]} value={item} errors={errors} onChange={onChange} />
  ));
  // The document itself and a list's items need no heading of their own; a named group does.
  if (name === undefined || typeof name === "number") return <div className="space-y-4">{fields}</div>;
  return (
    <fieldset className="space-y-4 rounded-lg border border-ink/15 p-4">
      <legend className="px-1 text-lg font-semibold">{labelOf(path)}</legend>
      {errors[pathKey(path)] ? <p className="text-sm font-medium text-danger">{errors[pathKey(path)]}</p> : null}
      {fields}
    </fieldset>
  );
}
