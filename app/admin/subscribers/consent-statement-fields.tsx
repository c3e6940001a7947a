import { useId } from "react";
import { FieldRefusal } from "~/admin/shared/field-refusal";
import { FormField, inputStyles } from "../../components/ui/form-field";

/** What the consent fields hold when the form is sent. */
export function consentStatementOf(form: HTMLFormElement) {
  const data = new FormData(form);
  return { source: String(data.get("source") ?? ""), agreed: data.get("agreed") === "on" };
}

interface ConsentStatementFieldsProps {
  /** "this person" when adding one address, "these people" for a list. */
  who: string;
  errors: { source?: string; agreed?: string };
}

/**
 * Where the addresses came from, and the coach's confirmation (required) that the people agreed:
 * both go in their consent history. Read them with consentStatementOf.
 */
export function ConsentStatementFields({ who, errors }: ConsentStatementFieldsProps) {
  const agreedId = useId();
  const agreedErrorId = `${agreedId}-error`;
  return (
    <>
      <FormField label="Where they came from and how they agreed" error={errors.source}>
        {(control) => <input {...control} name="source" required maxLength={200} className={inputStyles} />}
      </FormField>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={agreedId}
            type="checkbox"
            name="agreed"
            required
            aria-invalid={Boolean(errors.agreed)}
            aria-describedby={errors.agreed ? agreedErrorId : undefined}
            className="mt-1 size-5 shrink-0 accent-accent"
          />
          <label htmlFor={agreedId} className="font-semibold text-ink">
            I confirm that {who} agreed to receive the newsletter
          </label>
        </div>
        <FieldRefusal id={agreedErrorId} message={errors.agreed} />
      </div>
    </>
  );
}
