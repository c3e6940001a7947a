import { type FormEvent, useState } from "react";
import { flushSync } from "react-dom";
import { useRevalidator } from "react-router";
import { tidySetting } from "~/content/setting-tidy";
import { settingFieldId, settingGroups } from "~/content/site-settings";
import type { SettingFieldState } from "~/lib/back-office-types";
import type { Regeneration } from "~/lib/newsletter-drafts";
import { buttonStyles } from "../ui/button-styles";
import { adminSend, fieldErrorsOf } from "./admin-api";
import { ErrorSummary, goToField } from "./error-summary";
import { RegenerationState } from "./regeneration-state";
import { SettingInput } from "./setting-input";

interface SettingsFormProps {
  fields: SettingFieldState[];
  regeneration: Regeneration | null;
  onRegeneration(regeneration: Regeneration): void;
}

/**
 * Every setting, grouped, saved together: all valid, or nothing saved. A value is tidied as she leaves its field
 * (setting-tidy.ts, as the server tidies it); a refusal lists every value to correct at the top, each beside its
 * field too, and takes her to the first (what was typed stays). The save button sits after the last field, never
 * over one, so no field or its message is ever hidden behind it, at any width or zoom.
 */
export function SettingsForm({ fields, regeneration, onRegeneration }: SettingsFormProps) {
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((field) => [field.key, field.value])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [sending, setSending] = useState(false);
  const revalidator = useRevalidator();
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
    // Rendered at once, so that the first field to correct shows its message when focus moves to it.
    flushSync(() => {
      setSending(false);
      setErrors(answerErrors);
      setOutcome({ ok: answer.status === 200, text: answer.message });
    });
    const first = fields.find((field) => answerErrors[field.key]);
    if (first) goToField(settingFieldId(first.key));
    const started = answer.body.regeneration as Regeneration | null | undefined;
    if (started) onRegeneration(started);
    if (answer.status === 200) void revalidator.revalidate();
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-6 space-y-8" aria-label="Your details, links and prices">
      <ErrorSummary title={outcome && !outcome.ok ? outcome.text : ""} errors={refused} />
      {settingGroups.map((group) => (
        <fieldset key={group} className="space-y-5 rounded-lg border border-ink/15 bg-paper p-4 sm:p-6">
          <legend className="px-1 text-2xl font-semibold">{group}</legend>
          {fields
            .filter((field) => field.group === group)
            .map((field) => (
              <SettingInput
                key={field.key}
                field={field}
                value={values[field.key] ?? ""}
                error={errors[field.key]}
                onChange={(value) => setValues((before) => ({ ...before, [field.key]: value }))}
                onBlur={() =>
                  setValues((before) => ({ ...before, [field.key]: tidySetting(field.kind, before[field.key] ?? "") }))
                }
              />
            ))}
        </fieldset>
      ))}
      <div className="space-y-3 border-t border-line pt-6">
        <button type="submit" className={buttonStyles()} disabled={sending}>
          {sending ? "Saving…" : "Save and update the site"}
        </button>
        <div role="status">{outcome?.ok ? <p className="font-semibold text-ink">{outcome.text}</p> : null}</div>
        <div role="alert">{outcome && !outcome.ok ? <p className="font-semibold text-danger">{outcome.text}</p> : null}</div>
        <div aria-live="polite">
          {regeneration ? (
            <RegenerationState
              regeneration={regeneration}
              subject="with your settings"
              live="Your settings are live on the website."
            />
          ) : null}
        </div>
      </div>
    </form>
  );
}
