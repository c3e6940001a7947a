import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { formatLondon } from "~/lib/london-time";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField, inputStyles } from "../../components/ui/form-field";
import { adminSend, fieldErrorsOf } from "../shared/admin-api";
import { useUnsavedWork } from "../shared/unsaved-work";
import type { PaymentLinkName } from "./types";

/** One Payment Link's name: what its sales are listed under on Sales & bookings, saved on its own. */
export function PaymentLinkNameForm({ link }: { link: PaymentLinkName }) {
  const [name, setName] = useState(link.name ?? "");
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const [savedName, setSavedName] = useState(link.name ?? "");
  const revalidator = useRevalidator();
  useUnsavedWork(name.trim() !== savedName.trim());

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await adminSend("PUT", `payment-links/${encodeURIComponent(link.paymentLink)}`, { name });
    if (answer.status !== 200) {
      setSaved(undefined);
      setError(fieldErrorsOf(answer).name ?? answer.message);
      return;
    }
    setError(undefined);
    setSavedName(name);
    setSaved(`Saved: its sales are listed as “${name.trim()}”.`);
    await revalidator.revalidate();
  }

  const sales = link.sales === 1 ? "1 sale" : `${link.sales} sales`;
  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-3 border-t border-line pt-4">
      <p className="text-sm text-ink-soft">
        <span className="font-mono [overflow-wrap:anywhere]">{link.paymentLink}</span> · {sales}, the last on{" "}
        {formatLondon(link.lastSaleAt)}
      </p>
      <FormField label="What this Payment Link sells" error={error}>
        {(control) => (
          <input
            {...control}
            name="name"
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            className={inputStyles}
          />
        )}
      </FormField>
      <button type="submit" className={buttonStyles("secondary", "px-4 py-3 text-sm")}>
        Save the name
      </button>
      <p role="status" className="text-sm font-semibold">
        {saved ?? ""}
      </p>
    </form>
  );
}
