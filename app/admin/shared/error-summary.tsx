import { useId } from "react";

export interface SummarisedError {
  /** The id of the field the error is about. */
  fieldId: string;
  label: string;
  message: string;
}

/** Takes her to a field: focused, and scrolled to the middle of the window so its label and error show too. */
export function goToField(fieldId: string) {
  const field = document.getElementById(fieldId);
  field?.focus({ preventScroll: true });
  field?.scrollIntoView({ block: "center", behavior: "instant" });
}

/** At the top of a form that was refused: what needs correcting, in the form's order, each a link to its field. */
export function ErrorSummary({ title, errors }: { title: string; errors: SummarisedError[] }) {
  // Its own id: a screen of several forms may show a summary in more than one.
  const titleId = useId();
  if (errors.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="rounded-lg border-2 border-danger bg-paper p-4 sm:p-6">
      <h2 id={titleId} className="text-xl font-semibold text-danger">
        {title}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              className="font-medium text-ink underline"
              onClick={(event) => {
                event.preventDefault();
                goToField(error.fieldId);
              }}
            >
              {error.label}: {error.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
