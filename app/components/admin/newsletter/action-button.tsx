import { Form } from "react-router";
import { type ButtonVariant, buttonStyles } from "../../ui/button-styles";
import type { EditorIntent, NewsletterIntent } from "./types";

interface ActionButtonProps {
  intent: NewsletterIntent | EditorIntent;
  label: string;
  issue?: number;
  email?: string;
  variant?: ButtonVariant;
}

/** One change to a send as a plain form with one button: works from the keyboard and without a pointer. */
export function ActionButton({ intent, label, issue, email, variant = "secondary" }: ActionButtonProps) {
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="intent" value={intent} />
      {issue === undefined ? null : <input type="hidden" name="issue" value={issue} />}
      {email === undefined ? null : <input type="hidden" name="email" value={email} />}
      <button type="submit" className={buttonStyles(variant, "px-4 py-2 text-sm")}>
        {label}
      </button>
    </Form>
  );
}
