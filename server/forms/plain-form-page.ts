import { buttonStyles } from "../../app/components/ui/button-styles";
import type { FormFieldSpec } from "../../app/lib/form-fields";
import type { ToastMessage } from "../../app/lib/messages";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const inputClasses =
  "w-full rounded-md border border-ink/30 bg-paper px-4 py-3 text-base text-ink aria-[invalid=true]:border-danger";

function fieldHtml(field: FormFieldSpec, value: string, error: string | undefined): string {
  const id = `field-${field.name}`;
  const described = error ? ` aria-describedby="${id}-error" aria-invalid="true"` : "";
  const common = `id="${id}" name="${field.name}" class="${inputClasses}"${described}`;
  const limits = `${field.maxLength ? ` maxlength="${field.maxLength}"` : ""}${field.autoComplete ? ` autocomplete="${field.autoComplete}"` : ""}`;
  let control: string;
  if (field.type === "select") {
    const options = (field.options ?? []).map(
      (option) =>
        `<option value="${escapeHtml(option.value)}"${option.value === value ? " selected" : ""}>${escapeHtml(option.label)}</option>`,
    );
    control = `<select ${common}>${options.join("")}</select>`;
  } else if (field.type === "textarea") {
    control = `<textarea ${common} rows="6" required${limits}>${escapeHtml(value)}</textarea>`;
  } else {
    control = `<input ${common} type="${field.type}" value="${escapeHtml(value)}" required${limits}/>`;
  }
  const errorHtml = error ? `<p id="${id}-error" class="mt-2 text-sm font-medium text-danger">${escapeHtml(error)}</p>` : "";
  return `<div><label for="${id}" class="block font-semibold text-ink">${escapeHtml(field.label)}</label><div class="mt-2">${control}</div>${errorHtml}</div>`;
}

export interface PlainFormAnswer {
  message: ToastMessage;
  /** The form again, with what was typed, when the visitor has something to correct or retry. */
  form?: {
    action: string;
    fields: readonly FormFieldSpec[];
    values: Record<string, string>;
    errors: Record<string, string | undefined>;
    submitLabel: string;
  };
  back: { href: string; label: string };
}

/** The main content of the page that answers a plain form post. */
function answerHtml({ message, form, back }: PlainFormAnswer): string {
  const formHtml = form
    ? `<form method="post" action="${form.action}" class="mt-8 space-y-6">${form.fields
        .map((field) => fieldHtml(field, form.values[field.name] ?? "", form.errors[field.name]))
        .join("")}<button type="submit" class="${buttonStyles("primary")}">${escapeHtml(form.submitLabel)}</button></form>`
    : "";
  return `<div class="mx-auto w-full max-w-3xl px-5 py-14 sm:px-8"><h1 class="text-4xl font-semibold">${escapeHtml(message.title)}</h1><p class="mt-4 text-lg text-ink-soft">${escapeHtml(message.description)}</p>${formHtml}<p class="mt-8"><a class="font-semibold text-accent-strong underline underline-offset-2" href="${back.href}">${escapeHtml(back.label)}</a></p></div>`;
}

/**
 * The answer page, in the site's own frame: the prerendered not-found page with its scripts
 * removed (this page has nothing to run), its title and main content replaced, and kept out of
 * search engines.
 */
export function renderPlainFormPage(shell: string, answer: PlainFormAnswer): string {
  return shell
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link rel="modulepreload"[^>]*>/gi, "")
    .replace(/<link rel="canonical"[^>]*>/gi, "")
    .replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(answer.message.title)}</title>`)
    .replace(/(<main\b[^>]*>)[\s\S]*<\/main>/i, (_, open: string) => `${open}${answerHtml(answer)}</main>`);
}
