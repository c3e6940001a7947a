import type { FormFieldSpec } from "~/lib/form-fields";
import { buttonStyles } from "./button-styles";
import { FormField, inputStyles } from "./form-field";

interface PlainFormProps {
  action: string;
  submitLabel: string;
  fields?: readonly FormFieldSpec[];
  values?: Record<string, string>;
  errors?: Record<string, string | undefined>;
  /** Sent as they are, unseen (a link's token). */
  hidden?: Record<string, string>;
}

/** A form that works as plain HTML, posted to the server: the fields as the site draws them, what was typed, and why it was refused. */
export function PlainForm({ action, submitLabel, fields = [], values = {}, errors = {}, hidden = {} }: PlainFormProps) {
  return (
    <form method="post" action={action} className="space-y-6">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map((field) => (
        <FormField key={field.name} label={field.label} error={errors[field.name]}>
          {(control) => {
            const common = { ...control, name: field.name, defaultValue: values[field.name] ?? "", className: inputStyles };
            const limits = { required: true, maxLength: field.maxLength, autoComplete: field.autoComplete };
            if (field.type === "select")
              return (
                <select {...common}>
                  {(field.options ?? []).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              );
            if (field.type === "textarea") return <textarea {...common} {...limits} rows={6} />;
            return <input {...common} {...limits} type={field.type} />;
          }}
        </FormField>
      ))}
      <button type="submit" className={buttonStyles("primary")}>
        {submitLabel}
      </button>
    </form>
  );
}
