import { FormField, inputStyles } from "~/components/ui/form-field";
import { ArticleField } from "../newsletter/editor/article-field";

interface EmailTextFieldsProps {
  subject: string;
  onSubject: (subject: string) => void;
  body: string;
  onBody: (body: string) => void;
  /** Refusals by field name ("subject", "body"), shown beside each. */
  errors: Record<string, string | undefined>;
}

/** An e-mail she writes to her subscribers (the welcome e-mail, one of her sequence): its subject and its words in the issue editor's field, without pictures. */
export function EmailTextFields({ subject, onSubject, body, onBody, errors }: EmailTextFieldsProps) {
  return (
    <>
      <FormField label="Subject" error={errors.subject}>
        {(control) => (
          <input
            {...control}
            value={subject}
            maxLength={200}
            onChange={(event) => onSubject(event.target.value)}
            className={inputStyles}
          />
        )}
      </FormField>
      <ArticleField label="E-mail" value={body} onChange={onBody} problem={errors.body} pictures={false} issueLength={false} />
    </>
  );
}
