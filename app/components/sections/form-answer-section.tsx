import type { FormFieldSpec } from "~/lib/form-fields";
import type { ToastMessage } from "~/lib/messages";
import { PlainForm } from "../ui/plain-form";
import { textLinkStyles } from "../ui/text-link-styles";
import { AnswerSection } from "./answer-section";

export interface FormAnswerProps {
  /** The same words the page's toast shows for this outcome. */
  message: ToastMessage;
  /** The form again, with what was typed, when the visitor has something to correct or retry. */
  form?: {
    action: string;
    fields: readonly FormFieldSpec[];
    /** Sent again unseen, as the first post sent them. */
    hidden?: Record<string, string>;
    values: Record<string, string>;
    errors: Record<string, string | undefined>;
    submitLabel: string;
  };
  back: { href: string; label: string };
}

/** The page that answers a form sent without JavaScript: what happened, the form again if needed, and the way back. */
export function FormAnswerSection({ message, form, back }: FormAnswerProps) {
  return (
    <AnswerSection title={message.title} paragraphs={message.next ? [message.description, message.next] : [message.description]}>
      {form ? <PlainForm {...form} /> : null}
      <p>
        <a className={textLinkStyles()} href={back.href}>
          {back.label}
        </a>
      </p>
    </AnswerSection>
  );
}
