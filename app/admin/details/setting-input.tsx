import type { ReactNode } from "react";
import { FieldRefusal } from "~/admin/shared/field-refusal";
import { settingFieldId } from "~/content/site-settings";
import { inputStyles } from "../../components/ui/form-field";
import type { SettingFieldState } from "./types";

interface SettingInputProps {
  field: SettingFieldState;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  /** She left the field: the form tidies what she typed. */
  onBlur(): void;
  /** What she should know about the value she typed, under the field and read with it; null when nothing. */
  note?: ReactNode;
}

const inputTypes = { text: "text", email: "email", link: "url", price: "text" } as const;

/** One setting: its label, where it shows on the site, whether it is still a sample, and its refusal beside it. */
export function SettingInput({ field, value, error, onChange, onBlur, note }: SettingInputProps) {
  const id = settingFieldId(field.key);
  const describedBy = [`${id}-where`, error ? `${id}-error` : "", note ? `${id}-note` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {field.label}
      </label>
      <p id={`${id}-where`} className="mt-1 text-sm text-ink-soft">
        Shown on: {field.shownOn}.{field.isSample ? " Still the sample value: please replace it with your own." : ""}
      </p>
      <input
        id={id}
        name={field.key}
        type={inputTypes[field.kind]}
        inputMode={field.kind === "price" ? "decimal" : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-describedby={describedBy}
        aria-invalid={Boolean(error)}
        autoComplete="off"
        spellCheck={field.kind === "text"}
        className={`mt-2 ${inputStyles}`}
      />
      <FieldRefusal id={`${id}-error`} message={error} />
      {note ? <div id={`${id}-note`}>{note}</div> : null}
    </div>
  );
}
