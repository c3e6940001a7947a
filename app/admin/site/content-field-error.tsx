/** A field's refusal, beside it: `fieldId`'s description while there is one. */
export function ContentFieldError({ fieldId, error }: { fieldId: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${fieldId}-error`} className="mt-2 text-sm font-medium text-danger">
      {error}
    </p>
  );
}
