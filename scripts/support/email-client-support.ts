import { doIUseEmail } from "@jsx-email/doiuse-email";
import { type AllowedGap, allowedGaps, checkedClients } from "./email-allow-list";

/** The parts of an e-mail checked on their own, as a page of their own, with the gaps the allow-list forgives there. */
const separateParts: { where: AllowedGap["where"]; pattern: RegExp; page: (part: string) => string }[] = [
  // The hidden preview line react-email's <Preview> writes first in the body.
  {
    where: "preheader",
    pattern: /<div style="display:none[^"]*" data-skip-in-text="true">.*?<\/div><\/div>/s,
    page: (part) => `<html><body>${part}</body></html>`,
  },
  // The dark colours, the head's one style sheet.
  {
    where: "night style sheet",
    pattern: /<style>@media \(prefers-color-scheme: dark\) \{.*?<\/style>/s,
    page: (part) => `<html><head>${part}</head><body></body></html>`,
  },
];
const errorPattern = /^`(.+)` is not supported by `(.+)`$/;

/** What caniemail says the checked mail programs do not support in `html`, one message each. */
function unsupported(html: string): string[] {
  const result = doIUseEmail(html, { emailClients: checkedClients });
  return "errors" in result ? [...new Set(result.errors)] : [];
}

function isAllowed(error: string, where: AllowedGap["where"]): boolean {
  const feature = errorPattern.exec(error)?.[1];
  return allowedGaps.some((gap) => gap.feature === feature && (gap.where === "anywhere" || gap.where === where));
}

/**
 * The caniemail errors of an e-mail's HTML for Gmail, Outlook, Apple Mail and Yahoo that the allow-list does not
 * forgive: the hidden preview line and the dark-mode style sheet are checked on their own, so their gaps are forgiven
 * there and nowhere else.
 */
export function errorsOutsideAllowList(html: string): string[] {
  let rest = html;
  const errors: string[] = [];
  for (const { where, pattern, page } of separateParts) {
    const part = pattern.exec(rest)?.[0];
    if (!part) continue;
    rest = rest.replace(part, "");
    errors.push(...unsupported(page(part)).filter((error) => !isAllowed(error, where)));
  }
  return [...unsupported(rest).filter((error) => !isAllowed(error, "anywhere")), ...errors];
}
