import { Form } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField, inputStyles } from "../../components/ui/form-field";

/** A test of one issue to any address she types, her own when left empty; the server allows 10 an hour. */
export function TestSendForm({ issue, error }: { issue: number; error: string | undefined }) {
  return (
    <Form method="post" noValidate className="mt-4 flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="test" />
      <input type="hidden" name="issue" value={issue} />
      <div className="min-w-0 grow basis-64">
        <FormField label={`Send a test of issue ${issue} to (empty: your own address)`} error={error}>
          {(control) => <input {...control} type="email" name="email" autoComplete="email" className={inputStyles} />}
        </FormField>
      </div>
      <button type="submit" className={buttonStyles("secondary", "px-4 py-3 text-sm")}>
        Send a test
      </button>
    </Form>
  );
}
