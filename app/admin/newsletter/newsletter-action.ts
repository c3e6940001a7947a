import { redirect } from "react-router";
import { adminPost, signInPath } from "../shared/admin-api";
import type { NewsletterActionResult, NewsletterIntent } from "./types";

const pathOf: Record<NewsletterIntent, (issue: string) => string> = {
  test: (issue) => `newsletter/${issue}/test`,
  send: (issue) => `newsletter/${issue}/send`,
  "send-again": (issue) => `newsletter/${issue}/send`,
  pause: (issue) => `newsletter/${issue}/pause`,
  resume: (issue) => `newsletter/${issue}/resume`,
  "retry-failed": (issue) => `newsletter/${issue}/retry-failed`,
  reactivate: () => "newsletter/refused/reactivate",
};

/**
 * Sends one of the screen's forms to the server. A send answered 409 with `confirmAgain` comes back as the
 * second confirmation to show, with the server's reason; "send-again" is her answer to it.
 */
export async function newsletterAction(form: FormData): Promise<NewsletterActionResult> {
  const intent = (String(form.get("intent")) in pathOf ? String(form.get("intent")) : "test") as NewsletterIntent;
  const issue = String(form.get("issue"));
  const answer = await adminPost(pathOf[intent](issue), {
    confirm: intent === "send" || intent === "send-again",
    confirmAgain: intent === "send-again",
    email: form.get("email"),
  });
  if (answer.status === 401) throw redirect(signInPath);
  const result = { ok: answer.status < 400, message: answer.message, intent, issue: Number(issue) };
  const { confirmAgain, question } = answer.body;
  if (answer.status === 409 && confirmAgain === true && typeof question === "string")
    return { ...result, message: "", secondConfirmation: { reason: answer.message, question } };
  return result;
}
