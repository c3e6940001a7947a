import { type ReactNode, useId } from "react";

/** What the control inside a field must carry to be labelled and to announce its error. */
export interface ControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": boolean;
}

interface FormFieldProps {
  label: string;
  error?: string;
  /** Renders the control; spread the given props onto it. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form control with its error message announced alongside it. */
export function FormField({ label, error, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      <div className="mt-2">
        {children({ id, "aria-describedby": error ? errorId : undefined, "aria-invalid": Boolean(error) })}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const inputStyles =
  "w-full rounded-md border border-ink/30 bg-paper px-4 py-3 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-danger";
