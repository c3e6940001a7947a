import { type FormEvent, useState } from "react";
import { importMaxBytes } from "~/lib/validation";
import { buttonStyles } from "../ui/button-styles";
import { FormField, inputStyles } from "../ui/form-field";
import { ConsentStatementFields } from "./consent-statement-fields";
import { ImportResultSummary } from "./import-result";
import type { ImportResult } from "./subscriber-records-api";
import { useRecordForm } from "./use-record-form";

/** "Import CSV": a list from a spreadsheet or another mailing-list service, added as confirmed with no e-mail sent. */
export function ImportSubscribersForm() {
  const [file, setFile] = useState<File>();
  const [source, setSource] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [result, setResult] = useState<ImportResult>();
  const { errors, failure, sending, send, refuse } = useRecordForm<"file" | "source" | "agreed">();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setResult(undefined);
    if (file && file.size > importMaxBytes) {
      refuse(form, { file: "This file is larger than 2 MB. Please split the list into smaller files." });
      return;
    }
    const csv = file ? await file.text() : undefined;
    const answer = await send(form, "subscribers/import", { fileName: file?.name, csv, source, agreed });
    if (answer) setResult(answer.body.result as ImportResult);
  }

  return (
    <form onSubmit={handleSubmit} className="mt-4 space-y-4" noValidate aria-labelledby="import-subscribers">
      <FormField label="CSV file (an e-mail column, or one address per line)" error={errors.file}>
        {(control) => (
          <input
            {...control}
            type="file"
            name="file"
            accept=".csv,.txt,text/csv,text/plain"
            required
            onChange={(event) => setFile(event.target.files?.[0])}
            className={`${inputStyles} file:mr-4 file:rounded-md file:border-0 file:bg-sand-deep file:px-3 file:py-1 file:font-semibold`}
          />
        )}
      </FormField>
      <ConsentStatementFields
        who="these people"
        source={source}
        onSourceChange={setSource}
        agreed={agreed}
        onAgreedChange={setAgreed}
        errors={errors}
      />
      <button type="submit" className={buttonStyles()} disabled={sending}>
        {sending ? "Importing…" : "Import CSV"}
      </button>
      <div role="status">{result ? <ImportResultSummary result={result} /> : null}</div>
      <div role="alert">{failure ? <p className="font-semibold text-danger">{failure}</p> : null}</div>
    </form>
  );
}
