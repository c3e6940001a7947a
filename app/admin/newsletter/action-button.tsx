import { Form } from "react-router";
import { type ButtonVariant, buttonStyles } from "../../components/ui/button-styles";
import type { EditorIntent, NewsletterIntent } from "./types";

interface ActionButtonProps {
  intent: NewsletterIntent | EditorIntent;
  label: string;
  issue?: number;
  email?: string;
  /** Where the form posts; the screen's own address (with its query) unless given. */
  action?: string;
  variant?: ButtonVariant;
}

/** One change to a send as a plain form with one button: works from the keyboard and without a pointer. */
export function ActionButton({ intent, label, issue, email, action, variant = "secondary" }: ActionButtonProps) {
  return (
    <Form method="post" action={action} className="contents">
      <input type="hidden" name="intent" value={intent} />
      {issue === undefined ? null : <input type="hidden" name="issue" value={issue} />}
      {email === undefined ? null : <input type="hidden" name="email" value={email} />}
      <button type="submit" className={buttonStyles(variant, "px-4 py-2 text-sm")}>
        {label}
      </button>
    </Form>
  );
}
