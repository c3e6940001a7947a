import { interestOptionsOf } from "~/content/contact";
import type { Sessions } from "~/content/sessions";
import { type ContactMessageInput, limits } from "./validation";

/** One control of a visitor form, as both the page and the server's plain-form answer draw it. */
export interface FormFieldSpec {
  name: string;
  label: string;
  type: "text" | "email" | "textarea" | "select";
  autoComplete?: string;
  maxLength?: number;
  options?: readonly { value: string; label: string }[];
}

/** The contact form's fields, its interests her sessions as the page shows them. */
export const contactFormFieldsOf = (sessions: Sessions): readonly (FormFieldSpec & { name: keyof ContactMessageInput })[] => [
  { name: "name", label: "Full name", type: "text", autoComplete: "name", maxLength: limits.name },
  { name: "email", label: "Email address", type: "email", autoComplete: "email", maxLength: limits.email },
  { name: "interest", label: "What would you like to talk about?", type: "select", options: interestOptionsOf(sessions) },
  { name: "subject", label: "Subject", type: "text", maxLength: limits.subject },
  { name: "message", label: "Message", type: "textarea", maxLength: limits.message },
];

export const subscribeFormFields: readonly FormFieldSpec[] = [
  { name: "email", label: "Email address", type: "email", autoComplete: "email", maxLength: limits.email },
];

/** The e-mail field of every sign-up form (the newsletter's, a guide's), as its input's attributes. */
export const signUpEmailInput = {
  type: "email",
  name: "email",
  required: true,
  autoComplete: "email",
  placeholder: "you@example.com",
  maxLength: limits.email,
} as const;

/**
 * Where each form posts as a plain HTML form, before the page's script runs or without it.
 * Always by POST, so nothing typed ends up in a URL; this site's server stores it and answers with a page.
 */
export const plainFormActions = { contact: "/forms/contact", subscribe: "/forms/subscribe" } as const;
