interface FieldRefusalProps {
  /** The id the field names in its aria-describedby, so a screen reader reads the reason with the field. */
  id: string;
  message: string | undefined;
}

/** Why what she typed in a field was refused, beside the field; nothing when it was not. */
export function FieldRefusal({ id, message }: FieldRefusalProps) {
  return message ? (
    <p id={id} className="mt-2 text-sm font-medium text-danger">
      {message}
    </p>
  ) : null;
}
