import { type FormEvent, useState } from "react";
import { FormField, inputStyles } from "../../components/ui/form-field";
import { RecordFormActions } from "../shared/record-form-actions";
import { useRecordForm } from "../shared/use-record-form";
import { ConsentStatementFields, consentStatementOf } from "./consent-statement-fields";

/** "Add subscriber": one address, added as confirmed with no e-mail sent. */
export function AddSubscriberForm() {
  const [added, setAdded] = useState<string>();
  const record = useRecordForm<"email" | "source" | "agreed">();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const address = form.elements.namedItem("email") as HTMLInputElement;
    setAdded(undefined);
    if (!(await record.send(form, "subscribers", { email: address.value, ...consentStatementOf(form) }))) return;
    setAdded(`${address.value.trim()} is now a confirmed subscriber. No e-mail was sent.`);
    address.value = "";
  }

  return (
    <form onSubmit={handleSubmit} onInput={record.changed} className="mt-4 space-y-4" noValidate aria-labelledby="add-subscriber">
      <FormField label="E-mail address" error={record.errors.email}>
        {(control) => <input {...control} type="email" name="email" autoComplete="off" required className={inputStyles} />}
      </FormField>
      <ConsentStatementFields who="this person" errors={record.errors} />
      <RecordFormActions label="Add subscriber" busyLabel="Adding…" state={record}>
        {added ? <p className="font-semibold text-ink">{added}</p> : null}
      </RecordFormActions>
    </form>
  );
}
