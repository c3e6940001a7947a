import { type FormEvent, useState } from "react";
import { importMaxBytes } from "~/lib/validation";
import { FormField, inputStyles } from "../../components/ui/form-field";
import { RecordFormActions } from "../shared/record-form-actions";
import { useRecordForm } from "../shared/use-record-form";
import { ConsentStatementFields, consentStatementOf } from "./consent-statement-fields";
import { ImportResultSummary } from "./import-result";
import type { ImportResult } from "./subscriber-records-api";

const fileStyles = `${inputStyles} file:mr-4 file:rounded-md file:border-0 file:bg-sand-deep file:px-3 file:py-1 file:font-semibold`;

/** "Import CSV": a list from a spreadsheet or another mailing-list service, added as confirmed with no e-mail sent. */
export function ImportSubscribersForm() {
  const [result, setResult] = useState<ImportResult>();
  const record = useRecordForm<"file" | "source" | "agreed">();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = (form.elements.namedItem("file") as HTMLInputElement).files?.[0];
    setResult(undefined);
    if (file && file.size > importMaxBytes) {
      record.refuse(form, { file: "This file is larger than 2 MB. Please split the list into smaller files." });
      return;
    }
    const list = file ? { fileName: file.name, csv: await file.text() } : {};
    const answer = await record.send(form, "subscribers/import", { ...list, ...consentStatementOf(form) });
    if (answer) setResult(answer.body.result as ImportResult);
  }

  return (
    <form
      onSubmit={handleSubmit}
      onInput={record.changed}
      className="mt-4 space-y-4"
      noValidate
      aria-labelledby="import-subscribers"
    >
      <FormField label="CSV file (an e-mail column, or one address per line)" error={record.errors.file}>
        {(control) => (
          <input {...control} type="file" name="file" accept=".csv,.txt,text/csv,text/plain" required className={fileStyles} />
        )}
      </FormField>
      <ConsentStatementFields who="these people" errors={record.errors} />
      <RecordFormActions label="Import CSV" busyLabel="Importing…" state={record}>
        {result ? <ImportResultSummary result={result} /> : null}
      </RecordFormActions>
    </form>
  );
}
