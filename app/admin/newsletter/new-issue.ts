import { redirect } from "react-router";
import type { Draft } from "~/lib/newsletter-drafts";
import { adminPost, signInPath } from "../shared/admin-api";

/** Starts an empty draft and opens it in the editor; a refusal stays on the list with the server's words. */
export async function startNewIssue() {
  const answer = await adminPost("newsletter/drafts", { title: "", summary: "", description: "", body: "" });
  if (answer.status === 401) throw redirect(signInPath);
  const draft = answer.body.draft as Draft | undefined;
  if (answer.status === 201 && draft) throw redirect(`/admin/newsletter/drafts/${draft.id}`);
  return { ok: false, message: answer.message };
}
