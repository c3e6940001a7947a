import { useId } from "react";
import type { DraftFields, Problem } from "~/lib/newsletter-drafts";
import { FormField, inputStyles } from "../../../components/ui/form-field";
import { problemsIn } from "./problems";

interface DraftTextFieldsProps {
  fields: DraftFields;
  problems: Problem[];
  onChange: (edit: Partial<DraftFields>) => void;
}

/** The words around the article: the title, the archive card's summary and the search snippet, each with its problems beside it. */
export function DraftTextFields({ fields, problems, onChange }: DraftTextFieldsProps) {
  const countId = useId();
  const length = fields.description.length;
  return (
    <div className="space-y-5">
      <FormField label="Title" error={problemsIn(problems, "title")}>
        {(control) => (
          <input
            {...control}
            value={fields.title}
            onChange={(event) => onChange({ title: event.target.value })}
            className={inputStyles}
          />
        )}
      </FormField>
      <FormField label="Summary (shown on the archive card)" error={problemsIn(problems, "summary")}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={fields.summary}
            onChange={(event) => onChange({ summary: event.target.value })}
            className={inputStyles}
          />
        )}
      </FormField>
      <FormField label="Description (the snippet search engines show)" error={problemsIn(problems, "description")}>
        {(control) => (
          <>
            <textarea
              {...control}
              aria-describedby={[countId, control["aria-describedby"]].filter(Boolean).join(" ")}
              rows={2}
              value={fields.description}
              onChange={(event) => onChange({ description: event.target.value })}
              className={inputStyles}
            />
            <p id={countId} className="mt-1 text-sm text-ink-soft">
              {length} {length === 1 ? "character" : "characters"}; 50 to 160 fit a search result.
            </p>
          </>
        )}
      </FormField>
    </div>
  );
}
