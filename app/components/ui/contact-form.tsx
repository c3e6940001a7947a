import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { toast } from "sonner";
import { sendContactMessage } from "~/lib/backend";
import { contactFormFieldsOf, plainFormActions } from "~/lib/form-fields";
import { contactMessagesTo } from "~/lib/messages";
import { useSite } from "~/lib/site-context";
import { useInputMadeBeforeStart } from "~/lib/use-input-made-before-start";
import { type ContactMessageInput, honeypotField, limits, validateContactMessage } from "~/lib/validation";
import { buttonStyles } from "./button-styles";
import { FormField, inputStyles } from "./form-field";
import { HoneypotField } from "./honeypot-field";

const sendingLabel = "Sending...";

/** An empty form, its interest the first she offers. */
const emptyFormWith = (interest: string): ContactMessageInput => ({ name: "", email: "", subject: "", message: "", interest });

type Errors = Partial<Record<keyof ContactMessageInput, string>>;

const isFormField = (name: string): name is keyof ContactMessageInput => Object.hasOwn(emptyFormWith(""), name);

/**
 * The contact form: stores the message, then clears itself; on failure it keeps every word typed.
 * Before the page's script runs, or without it, it is a plain form posted to the server.
 */
export function ContactForm() {
  const site = useSite();
  const contactMessages = contactMessagesTo(site.email);
  const formFields = contactFormFieldsOf(site.sessions);
  const interestOptions = formFields.find((field) => field.name === "interest")?.options ?? [];
  const emptyForm = emptyFormWith(interestOptions[0]?.value ?? "other");
  const labelOf = (name: keyof ContactMessageInput) => formFields.find((field) => field.name === name)?.label ?? name;
  const [fields, setFields] = useState<ContactMessageInput>(emptyForm);
  const [errors, setErrors] = useState<Errors>({});
  const [honeypot, setHoneypot] = useState("");
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  function update<K extends keyof ContactMessageInput>(key: K, value: ContactMessageInput[K]) {
    setFields((current) => ({ ...current, [key]: value }));
  }

  useInputMadeBeforeStart(form, ({ name, value }) => {
    if (name === honeypotField) setHoneypot(value);
    else if (isFormField(name)) setFields((current) => ({ ...current, [name]: value }));
  });

  /** What every required text control shares: its name, limit, value and change handler. */
  function textField(key: keyof typeof limits) {
    return {
      name: key,
      required: true,
      maxLength: limits[key],
      value: fields[key],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update(key, event.target.value),
      className: inputStyles,
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const result = validateContactMessage(fields);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSending(true);
    const outcome = await sendContactMessage(result.value, honeypot);
    setSending(false);
    if (outcome.kind === "created") {
      setFields(emptyForm);
      toast.success(contactMessages.success.title, { description: contactMessages.success.description });
    } else {
      const failure = outcome.kind === "rejected" && outcome.status === 413 ? contactMessages.tooLarge : contactMessages.failure;
      toast.error(failure.title, { description: failure.description });
    }
  }

  return (
    <form ref={form} method="post" action={plainFormActions.contact} onSubmit={handleSubmit} className="relative space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label={labelOf("name")} error={errors.name}>
          {(control) => <input {...control} {...textField("name")} autoComplete="name" />}
        </FormField>
        <FormField label={labelOf("email")} error={errors.email}>
          {(control) => <input {...control} {...textField("email")} type="email" autoComplete="email" />}
        </FormField>
      </div>
      <FormField label={labelOf("interest")} error={errors.interest}>
        {(control) => (
          <select
            {...control}
            name="interest"
            value={fields.interest}
            onChange={(event) => update("interest", event.target.value as ContactMessageInput["interest"])}
            className={inputStyles}
          >
            {interestOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={labelOf("subject")} error={errors.subject}>
        {(control) => <input {...control} {...textField("subject")} />}
      </FormField>
      <FormField label={labelOf("message")} error={errors.message}>
        {(control) => <textarea {...control} {...textField("message")} rows={6} />}
      </FormField>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      {/* The page's loader shows the sending label at once for a form sent before React has started. */}
      <button
        type="submit"
        disabled={sending}
        data-sending-label={sendingLabel}
        suppressHydrationWarning
        className={buttonStyles("primary", "disabled:cursor-wait disabled:opacity-70")}
      >
        {sending ? sendingLabel : "Send Message"}
      </button>
    </form>
  );
}
