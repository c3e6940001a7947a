import { useContext } from "react";
import { FieldRefusal } from "~/admin/shared/field-refusal";
import { inputStyles } from "~/components/ui/form-field";
import { labelOf, pathKey } from "./content-path";
import { DrawnChoices } from "./drawn-choices";
import { FileUpload, isFileUploadField } from "./file-upload";
import { longTexts, textChoices } from "./kinds";

interface ContentTextFieldProps {
  path: (string | number)[];
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}

/**
 * One text of her content: labelled, a box of several lines for a long one, a list to choose from for an icon, a
 * resource's tab or the home page's guide, its refusal beside it.
 */
export function ContentTextField({ path, value, error, onChange }: ContentTextFieldProps) {
  const name = path.at(-1) ?? "";
  // An item of a list of texts (a paragraph of her story) is as long as the list's name says.
  const kindOfText = String([...path].reverse().find((part) => typeof part === "string") ?? "");
  const choices =
    useContext(DrawnChoices)[name] ??
    textChoices[kindOfText]?.map((choice) => ({ value: choice, label: choice.replace(/-/g, " ") }));
  const id = `content-${pathKey(path).replace(/\./g, "-")}`;
  const control = {
    id,
    name: pathKey(path),
    value,
    "aria-invalid": Boolean(error),
    "aria-describedby": error ? `${id}-error` : undefined,
    className: `mt-2 ${inputStyles}`,
  };
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {labelOf(path)}
      </label>
      {choices ? (
        <select {...control} onChange={(event) => onChange(event.target.value)}>
          {value === "" && !choices.some((choice) => choice.value === "") ? <option value="">Choose…</option> : null}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      ) : longTexts.has(kindOfText) ? (
        <textarea {...control} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...control} type="text" autoComplete="off" onChange={(event) => onChange(event.target.value)} />
      )}
      {isFileUploadField(kindOfText) ? <FileUpload field={kindOfText} fieldId={id} onUploaded={onChange} /> : null}
      <FieldRefusal id={`${id}-error`} message={error} />
    </div>
  );
}
