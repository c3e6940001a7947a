import { useId, useState } from "react";
import type { Resource } from "~/content/resources";
import { plainFormActions, signUpEmailInput, subscribeFormFields } from "~/lib/form-fields";
import { usePagePath } from "~/lib/page-path";
import { buttonStyles } from "./button-styles";
import { ConsentNote } from "./consent-note";
import { inputStyles } from "./form-field";
import { HoneypotField } from "./honeypot-field";

/**
 * A guide given for an e-mail address (decision 077): in place of its download, the reader's address, the subscribe
 * form's consent wording and "Send me the guide". A plain form posted to the server, with or without JavaScript: the
 * free resources page answers at this form (`#guide-<id>`), and confirming the subscription sends the guide.
 */
export function GuideForm({ resource, label }: { resource: Pick<Resource, "id" | "title">; label: string }) {
  const [honeypot, setHoneypot] = useState("");
  const inputId = useId();
  const noteId = useId();
  const pathname = usePagePath();
  const anchor = `guide-${resource.id}`;
  return (
    <form
      id={anchor}
      data-guide={resource.id}
      method="post"
      action={`${plainFormActions.subscribe}#${anchor}`}
      className="relative w-full"
      aria-describedby={noteId}
    >
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
        {subscribeFormFields[0]?.label}
        <span className="sr-only">, to receive {resource.title}</span>
      </label>
      <div className="mt-2 flex flex-col gap-3">
        <input id={inputId} {...signUpEmailInput} className={inputStyles} />
        <button type="submit" className={buttonStyles("primary", "px-4 py-2 text-sm")}>
          {label}
          <span className="sr-only">: {resource.title}</span>
        </button>
      </div>
      <input type="hidden" name="source_path" value={pathname} />
      <input type="hidden" name="guide_id" value={resource.id} />
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <ConsentNote id={noteId} className="mt-3 text-xs text-ink-soft" />
    </form>
  );
}
