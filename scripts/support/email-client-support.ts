import { doIUseEmail } from "@jsx-email/doiuse-email";
import { allowedGaps, checkedClients } from "./email-allow-list";

/** The hidden preview line react-email's <Preview> writes first in the body. */
const preheaderPattern = /<div style="display:none[^"]*" data-skip-in-text="true">.*?<\/div><\/div>/s;
const errorPattern = /^`(.+)` is not supported by `(.+)`$/;

/** What caniemail says the checked mail programs do not support in `html`, one message each. */
function unsupported(html: string): string[] {
  const result = doIUseEmail(html, { emailClients: checkedClients });
  return "errors" in result ? [...new Set(result.errors)] : [];
}

function isAllowed(error: string, inPreheader: boolean): boolean {
  const feature = errorPattern.exec(error)?.[1];
  return allowedGaps.some((gap) => gap.feature === feature && (gap.where === "anywhere" || inPreheader));
}

/**
 * The caniemail errors of an e-mail's HTML for Gmail, Outlook, Apple Mail and Yahoo that the allow-list does not
 * forgive: the hidden preview line is checked on its own, so its gaps are forgiven there and nowhere else.
 */
export function errorsOutsideAllowList(html: string): string[] {
  const preheader = preheaderPattern.exec(html)?.[0];
  const body = preheader ? html.replace(preheader, "") : html;
  return [
    ...unsupported(body).filter((error) => !isAllowed(error, false)),
    ...(preheader ? unsupported(`<html><body>${preheader}</body></html>`).filter((error) => !isAllowed(error, true)) : []),
  ];
}
