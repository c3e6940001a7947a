import { FieldRefusal } from "~/admin/shared/field-refusal";
import { labelOf, pathKey } from "./content-path";

interface ContentCheckboxFieldProps {
  path: (string | number)[];
  checked: boolean;
  error: string | undefined;
  onChange(checked: boolean): void;
}

/** A yes-or-no choice of her content (a resource given for an e-mail address): a labelled checkbox, its refusal beside it. */
export function ContentCheckboxField({ path, checked, error, onChange }: ContentCheckboxFieldProps) {
  const id = `content-${pathKey(path).replace(/\./g, "-")}`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={pathKey(path)}
          type="checkbox"
          checked={checked}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-1 size-5 accent-accent-strong"
        />
        <label htmlFor={id} className="font-semibold text-ink">
          {labelOf(path)}
        </label>
      </div>
      <FieldRefusal id={`${id}-error`} message={error} />
    </div>
  );
}
