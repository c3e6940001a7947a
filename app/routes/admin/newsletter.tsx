import { redirect, useActionData, useLoaderData } from "react-router";
import { adminGet, adminPost, signInPath } from "~/components/admin/admin-api";
import { AdminTitle } from "~/components/admin/admin-title";
import { DraftList } from "~/components/admin/newsletter/draft-list";
import { editIssueFile, startNewIssue } from "~/components/admin/newsletter/new-issue";
import { NewsletterIssueItem } from "~/components/admin/newsletter/newsletter-issue-item";
import { RefusedAddresses } from "~/components/admin/newsletter/refused-addresses";
import type { EditionPreview, EditorIntent, NewsletterIntent, NewsletterOverview } from "~/components/admin/newsletter/types";
import { useLiveProgress } from "~/components/admin/newsletter/use-live-progress";
import type { DraftList as Drafts } from "~/lib/newsletter-drafts";

const issueParameter = (url: URL, name: string) => Number(url.searchParams.get(name)) || null;

export async function clientLoader({ request }: { request: Request }) {
  const url = new URL(request.url);
  const previewIssue = issueParameter(url, "preview");
  const [overview, { drafts }, preview] = await Promise.all([
    adminGet<NewsletterOverview>("newsletter", request.signal),
    adminGet<Drafts>("newsletter/drafts", request.signal),
    previewIssue ? adminGet<EditionPreview>(`newsletter/${previewIssue}/preview`, request.signal) : null,
  ]);
  return { ...overview, drafts, preview, previewIssue, confirmIssue: issueParameter(url, "confirm") };
}

const pathOf: Record<NewsletterIntent, (issue: string) => string> = {
  test: (issue) => `newsletter/${issue}/test`,
  send: (issue) => `newsletter/${issue}/send`,
  pause: (issue) => `newsletter/${issue}/pause`,
  resume: (issue) => `newsletter/${issue}/resume`,
  "retry-failed": (issue) => `newsletter/${issue}/retry-failed`,
  reactivate: () => "newsletter/refused/reactivate",
};

export async function clientAction({ request }: { request: Request }) {
  const form = await request.formData();
  const intent = String(form.get("intent")) as NewsletterIntent | EditorIntent;
  if (intent === "new-issue") return startNewIssue();
  if (intent === "edit-file") return editIssueFile(Number(form.get("issue")));
  const toPath = pathOf[intent] ?? pathOf.test;
  const answer = await adminPost(toPath(String(form.get("issue"))), { confirm: intent === "send", email: form.get("email") });
  if (answer.status === 401) throw redirect(signInPath);
  return { ok: answer.status < 400, message: answer.message };
}

export default function NewsletterPage() {
  const { issues, drafts, recipients, refused, sendsMail, preview, previewIssue, confirmIssue } =
    useLoaderData<typeof clientLoader>();
  const result = useActionData<typeof clientAction>();
  useLiveProgress(issues.some((issue) => issue.send?.state === "sending" || issue.send?.pausedUntil));
  return (
    <>
      <AdminTitle screen="Newsletter" />
      <h1 className="text-4xl font-semibold">Newsletter</h1>
      <p className="mt-2 text-ink-soft">
        {recipients === 1 ? "1 confirmed subscriber" : `${recipients} confirmed subscribers`} would receive an issue sent now.
        {sendsMail ? "" : " E-mail is not set up on this server (SMTP_URL), so nothing can be sent."}
      </p>
      <p role="status" className={`mt-3 font-semibold ${result?.ok === false ? "text-danger" : "text-accent-strong"}`}>
        {result?.message ?? ""}
      </p>
      <DraftList drafts={drafts} />
      <p className="mt-10 text-ink-soft">The issues a developer added to the site’s files, newest last:</p>
      <ul className="mt-4 space-y-4">
        {issues.map((issue) => (
          <NewsletterIssueItem
            key={issue.number}
            issue={issue}
            draftId={drafts.find((draft) => draft.number === issue.number)?.id ?? null}
            recipients={recipients}
            sendsMail={sendsMail}
            preview={issue.number === previewIssue ? preview : null}
            confirming={issue.number === confirmIssue}
          />
        ))}
      </ul>
      <RefusedAddresses refused={refused} />
    </>
  );
}
