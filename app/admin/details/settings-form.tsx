import { type FormEvent, useState } from "react";
import { flushSync } from "react-dom";
import { useRevalidator } from "react-router";
import { tidySetting } from "~/content/setting-tidy";
import { type SettingGroup, settingFieldId } from "~/content/site-settings";
import type { Regeneration } from "~/lib/newsletter-drafts";
import { buttonStyles } from "../../components/ui/button-styles";
import { adminSend, fieldErrorsOf } from "../shared/admin-api";
import { ErrorSummary, goToField } from "../shared/error-summary";
import { RegenerationState } from "../shared/regeneration-state";
import { useUnsavedWork } from "../shared/unsaved-work";
import { CheckoutPriceNote, checkoutPriceChanged } from "./checkout-price-note";
import { SettingInput } from "./setting-input";
import type { SettingFieldState } from "./types";

/** What each section's save button says. */
const saveLabels: Record<SettingGroup, string> = {
  You: "Save your details",
  "Booking and payment": "Save booking and payment",
  "Quiz and resources": "Save quiz and resources",
  Social: "Save your social link",
};

interface SettingsFormProps {
  group: SettingGroup;
  /** The section's own fields. */
  fields: SettingFieldState[];
  /** How the site's rebuild stands: shown under this section's button when its save started the latest one. */
  regeneration: Regeneration | null;
  onSaved(regeneration: Regeneration | null): void;
}

const changesIn = (count: number) => (count === 1 ? "1 change" : `${count} changes`);

/**
 * One section of her settings, saved on its own: all its values valid, or nothing saved. A value is tidied as she leaves
 * its field (setting-tidy.ts, as the server tidies it); a refusal lists every value to correct at the section's top, each
 * beside its field too, and takes her to the first (what was typed stays). The save button sits after the section's last
 * field, never over one. Once saved, the line under it follows the rebuild until the changes are live. A change typed
 * and not saved (in any section) makes leaving the screen ask first (`LeaveGuard`, in SettingsSections).
 */
export function SettingsForm({ group, fields, regeneration, onSaved }: SettingsFormProps) {
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((field) => [field.key, field.value])));
  // Tidied as a save would send them, so a stored value the tidying would change does not count as a change of hers.
  const [saved, setSaved] = useState(() =>
    Object.fromEntries(fields.map((field) => [field.key, tidySetting(field.kind, field.value)])),
  );
  const [opened] = useState(values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; saved: number }>();
  const [sending, setSending] = useState(false);
  const revalidator = useRevalidator();
  useUnsavedWork(fields.some((field) => tidySetting(field.kind, values[field.key] ?? "") !== (saved[field.key] ?? "")));
  const refused = fields
    .filter((field) => errors[field.key])
    .map((field) => ({ fieldId: settingFieldId(field.key), label: field.label, message: errors[field.key] ?? "" }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const tidied = Object.fromEntries(
      fields.map((field) => [field.key, tidySetting(field.kind, values[field.key] ?? "")] as const),
    );
    setValues(tidied);
    setSending(true);
    const answer = await adminSend("PUT", "settings", { values: tidied });
    const answerErrors = fieldErrorsOf(answer);
    const started = (answer.body.regeneration as Regeneration | null | undefined) ?? null;
    const saved = Array.isArray(answer.body.changed) ? answer.body.changed.length : 0;
    // Rendered at once, so that the first field to correct shows its message when focus moves to it.
    flushSync(() => {
      setSending(false);
      setErrors(answerErrors);
      setOutcome({ ok: answer.status === 200, text: answer.message, saved });
    });
    const first = fields.find((field) => answerErrors[field.key]);
    if (first) goToField(settingFieldId(first.key));
    if (answer.status === 200) {
      setSaved(tidied);
      onSaved(started);
      void revalidator.revalidate();
    }
  }

  const rebuilding = outcome?.ok && outcome.saved > 0 && regeneration;
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5 rounded-lg border border-ink/15 bg-paper p-4 sm:p-6">
      <ErrorSummary title={outcome && !outcome.ok ? outcome.text : ""} errors={refused} />
      <fieldset className="space-y-5">
        <legend className="px-1 text-2xl font-semibold">{group}</legend>
        {fields.map((field) => (
          <SettingInput
            key={field.key}
            field={field}
            value={values[field.key] ?? ""}
            error={errors[field.key]}
            onChange={(value) => setValues((before) => ({ ...before, [field.key]: value }))}
            onBlur={() => setValues((before) => ({ ...before, [field.key]: tidySetting(field.kind, before[field.key] ?? "") }))}
            note={
              checkoutPriceChanged(field, values[field.key] ?? "", opened[field.key] ?? "") ? (
                <CheckoutPriceNote value={values[field.key] ?? ""} />
              ) : null
            }
          />
        ))}
      </fieldset>
      <div className="space-y-3 border-t border-line pt-5">
        <button type="submit" className={buttonStyles()} disabled={sending}>
          {sending ? "Saving…" : saveLabels[group]}
        </button>
        <div role="status" aria-live="polite">
          {rebuilding ? (
            <RegenerationState
              regeneration={regeneration}
              subject={`with your ${changesIn(outcome.saved)}`}
              live={`Your ${changesIn(outcome.saved)} ${outcome.saved === 1 ? "is" : "are"} live on the website.`}
            />
          ) : outcome?.ok ? (
            <p className="font-semibold text-ink">{outcome.text}</p>
          ) : null}
        </div>
        <div role="alert">{outcome && !outcome.ok ? <p className="font-semibold text-danger">{outcome.text}</p> : null}</div>
      </div>
    </form>
  );
}
