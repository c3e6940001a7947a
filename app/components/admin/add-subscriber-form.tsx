import { type FormEvent, useState } from "react";
import { buttonStyles } from "../ui/button-styles";
import { FormField, inputStyles } from "../ui/form-field";
import { ConsentStatementFields } from "./consent-statement-fields";
import { useRecordForm } from "./use-record-form";

/** "Add subscriber": one address, added as confirmed with no e-mail sent. */
export function AddSubscriberForm() {
  const [email, setEmail] = useState("");
  const [source, setSource] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [added, setAdded] = useState<string>();
  const { errors, failure, sending, send } = useRecordForm<"email" | "source" | "agreed">();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAdded(undefined);
    const answer = await send(event.currentTarget, "subscribers", { email, source, agreed });
    if (!answer) return;
    setAdded(`${email.trim()} is now a confirmed subscriber. No e-mail was sent.`);
    setEmail("");
  }

  return (
    <form onSubmit={handleSubmit} className="mt-4 space-y-4" noValidate aria-labelledby="add-subscriber">
      <FormField label="E-mail address" error={errors.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={inputStyles}
          />
        )}
      </FormField>
      <ConsentStatementFields
        who="this person"
        source={source}
        onSourceChange={setSource}
        agreed={agreed}
        onAgreedChange={setAgreed}
        errors={errors}
      />
      <button type="submit" className={buttonStyles()} disabled={sending}>
        {sending ? "Adding…" : "Add subscriber"}
      </button>
      <div role="status">{added ? <p className="font-semibold text-ink">{added}</p> : null}</div>
      <div role="alert">{failure ? <p className="font-semibold text-danger">{failure}</p> : null}</div>
    </form>
  );
}
