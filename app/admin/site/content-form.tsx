import { useContext, useState } from "react";
import { adminSend, fieldErrorsOf } from "~/admin/shared/admin-api";
import { useUnsavedWork } from "~/admin/shared/unsaved-work";
import { buttonStyles } from "~/components/ui/button-styles";
import type { EditableKind } from "~/content/editable";
import type { Regeneration } from "~/lib/newsletter-drafts";
import { withValueAt } from "./content-path";
import { DocumentFields } from "./document-fields";
import { DrawnChoices } from "./drawn-choices";
import { choicesInDraft, contentKinds } from "./kinds";
import { useKeptDraft } from "./use-kept-draft";

interface ContentFormProps {
  kind: EditableKind;
  document: unknown;
  placeholders: string[];
  onSaved(regeneration: Regeneration | null): void;
}

/** Her content as fields, kept as she types, saved all at once: a refusal names each field, and what she typed stays. */
export function ContentForm({ kind, document, placeholders, onSaved }: ContentFormProps) {
  const { draft, setDraft, unsaved, restored, discard, forget } = useKeptDraft(`content:${kind}`, document);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [saving, setSaving] = useState(false);
  const drawn = useContext(DrawnChoices);
  useUnsavedWork(unsaved);

  async function save() {
    setSaving(true);
    const answer = await adminSend("PUT", `content/${kind}`, { document: draft });
    setSaving(false);
    setErrors(fieldErrorsOf(answer));
    setMessage({ ok: answer.status === 200, text: answer.message });
    if (answer.status !== 200) return;
    // What the server saved can differ from the draft (a new session's address is made from its name): read again.
    forget();
    onSaved((answer.body.regeneration as Regeneration | null) ?? null);
  }

  const topErrors = Object.entries(errors).filter(([path]) => path === "");
  return (
    <form
      className="mt-8 space-y-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {restored && unsaved ? (
        <div className="rounded-lg border border-accent/40 bg-accent-soft p-4">
          <p className="font-semibold">Your unsaved changes from earlier are back.</p>
          <p className="mt-1 text-ink-soft">
            Save them to put them on the site, or discard them to start again from what is live.
          </p>
          <button type="button" className={buttonStyles("secondary", "mt-3")} onClick={discard}>
            Discard my unsaved changes
          </button>
        </div>
      ) : null}
      <p className="max-w-prose text-sm text-ink-soft">
        Texts may use {placeholders.join(", ")}: the site fills each in from Your details, so a quote keeps your name and price as
        they change.
      </p>
      {topErrors.map(([, error]) => (
        <p key={error} className="font-medium text-danger">
          {error}
        </p>
      ))}
      <DrawnChoices value={{ ...drawn, ...choicesInDraft[kind]?.(draft) }}>
        <DocumentFields
          path={[]}
          listLabel={contentKinds[kind].title}
          value={draft}
          errors={errors}
          onChange={(path, value) => setDraft(withValueAt(draft, path, value))}
        />
      </DrawnChoices>
      <div className="sticky bottom-0 flex flex-wrap items-center gap-4 border-t border-ink/15 bg-paper py-4">
        <button type="submit" className={buttonStyles("primary")} disabled={saving}>
          {saving ? "Saving…" : "Save and publish"}
        </button>
        <p role="status" className={`font-semibold ${message?.ok === false ? "text-danger" : "text-ink"}`}>
          {message?.text ?? (unsaved ? "You have unsaved changes (kept in this browser)." : "")}
        </p>
      </div>
    </form>
  );
}
