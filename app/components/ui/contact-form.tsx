import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { interestOptions } from "~/content/contact";
import { sendContactMessage } from "~/lib/backend";
import { contactMessages } from "~/lib/messages";
import { type ContactMessageInput, limits, validateContactMessage } from "~/lib/validation";
import { buttonStyles } from "./button-styles";
import { FormField, inputStyles } from "./form-field";
import { HoneypotField } from "./honeypot-field";

const emptyForm: ContactMessageInput = { name: "", email: "", subject: "", message: "", interest: "career" };

type Errors = Partial<Record<keyof ContactMessageInput, string>>;

/** The contact form: stores the message, then clears itself; on failure it keeps every word typed. */
export function ContactForm() {
  const [fields, setFields] = useState<ContactMessageInput>(emptyForm);
  const [errors, setErrors] = useState<Errors>({});
  const [honeypot, setHoneypot] = useState("");
  const [sending, setSending] = useState(false);

  function update<K extends keyof ContactMessageInput>(key: K, value: ContactMessageInput[K]) {
    setFields((current) => ({ ...current, [key]: value }));
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
      toast.error(contactMessages.failure.title, { description: contactMessages.failure.description });
    }
  }

  return (
    <form onSubmit={handleSubmit} className="relative space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label="Full name" error={errors.name}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="name"
              required
              maxLength={limits.name}
              autoComplete="name"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={fields.name}
              onChange={(event) => update("name", event.target.value)}
              className={inputStyles}
            />
          )}
        </FormField>
        <FormField label="Email address" error={errors.email}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="email"
              type="email"
              required
              maxLength={limits.email}
              autoComplete="email"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={fields.email}
              onChange={(event) => update("email", event.target.value)}
              className={inputStyles}
            />
          )}
        </FormField>
      </div>
      <FormField label="What would you like to talk about?" error={errors.interest}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            name="interest"
            aria-describedby={describedBy}
            aria-invalid={invalid}
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
      <FormField label="Subject" error={errors.subject}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="subject"
            required
            maxLength={limits.subject}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={fields.subject}
            onChange={(event) => update("subject", event.target.value)}
            className={inputStyles}
          />
        )}
      </FormField>
      <FormField label="Message" error={errors.message}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            name="message"
            required
            rows={6}
            maxLength={limits.message}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={fields.message}
            onChange={(event) => update("message", event.target.value)}
            className={inputStyles}
          />
        )}
      </FormField>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <button type="submit" disabled={sending} className={buttonStyles("primary", "disabled:cursor-wait disabled:opacity-70")}>
        {sending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
