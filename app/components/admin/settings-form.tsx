import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { settingGroups } from "~/content/site-settings";
import type { SettingFieldState } from "~/lib/back-office-types";
import type { Regeneration } from "~/lib/newsletter-drafts";
import { buttonStyles } from "../ui/button-styles";
import { adminSend, fieldErrorsOf } from "./admin-api";
import { RegenerationState } from "./regeneration-state";
import { SettingInput } from "./setting-input";

interface SettingsFormProps {
  fields: SettingFieldState[];
  regeneration: Regeneration | null;
  onRegeneration(regeneration: Regeneration): void;
}

/** Every setting, grouped, saved together: all valid, or nothing saved and each refusal beside its field (what was typed stays). */
export function SettingsForm({ fields, regeneration, onRegeneration }: SettingsFormProps) {
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((field) => [field.key, field.value])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [sending, setSending] = useState(false);
  const revalidator = useRevalidator();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    const answer = await adminSend("PUT", "settings", { values });
    setSending(false);
    setErrors(fieldErrorsOf(answer));
    setOutcome({ ok: answer.status === 200, text: answer.message });
    const started = answer.body.regeneration as Regeneration | null | undefined;
    if (started) onRegeneration(started);
    if (answer.status === 200) void revalidator.revalidate();
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-6 space-y-8" aria-label="Your details, links and prices">
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
              />
            ))}
        </fieldset>
      ))}
      <div className="sticky bottom-0 space-y-3 bg-sand/95 py-4">
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
