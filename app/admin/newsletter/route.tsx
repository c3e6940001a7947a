import { Link, useActionData, useLoaderData } from "react-router";
import { IssueList } from "~/admin/newsletter/issue-list";
import { IssueResultsTable } from "~/admin/newsletter/issue-results-table";
import { startNewIssue } from "~/admin/newsletter/new-issue";
import { newsletterAction } from "~/admin/newsletter/newsletter-action";
import { NewsletterIssueItem } from "~/admin/newsletter/newsletter-issue-item";
import { RefusedAddresses } from "~/admin/newsletter/refused-addresses";
import { SkippedIssues } from "~/admin/newsletter/skipped-issues";
import type { EditionPreview, NewsletterActionResult, NewsletterOverview } from "~/admin/newsletter/types";
import { useLiveProgress } from "~/admin/newsletter/use-live-progress";
import { adminGet } from "~/admin/shared/admin-api";
import { AdminTitle } from "~/admin/shell/admin-title";
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

export async function clientAction({ request }: { request: Request }) {
  const form = await request.formData();
  if (form.get("intent") === "new-issue") return startNewIssue();
  return newsletterAction(form);
}

export default function NewsletterPage() {
  const { issues, drafts, recipients, refused, sendsMail, skippedIssues, results, preview, previewIssue, confirmIssue } =
    useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>();
  const result = answer && "intent" in answer ? (answer as NewsletterActionResult) : undefined;
  useLiveProgress(issues.some((issue) => issue.send !== null && issue.send.queued > 0));
  return (
    <>
      <AdminTitle screen="Newsletter" />
      <h1 className="text-4xl font-semibold">Newsletter</h1>
      <p className="mt-2 text-ink-soft">
        {recipients === 1 ? "1 confirmed subscriber" : `${recipients} confirmed subscribers`} would receive an issue sent now.
        {sendsMail ? "" : " E-mail is not set up on this server (SMTP_URL), so nothing can be sent."}
      </p>
      <p role="status" className={`mt-3 font-semibold ${answer?.ok === false ? "text-danger" : "text-accent-strong"}`}>
        {answer?.message ?? ""}
      </p>
      <SkippedIssues skipped={skippedIssues} />
      <p className="mt-4">
        <Link to="welcome" className="font-semibold text-accent-strong underline">
          Your welcome e-mail
        </Link>
        <span className="text-ink-soft">: what new subscribers receive when they confirm.</span>
      </p>
      <p className="mt-2">
        <Link to="welcome-sequence" className="font-semibold text-accent-strong underline">
          Your welcome sequence
        </Link>
        <span className="text-ink-soft">: the e-mails that follow it, each on its day.</span>
      </p>
      <p className="mt-2">
        <a href="#issue-results" className="font-semibold text-accent-strong underline">
          What brings clients
        </a>
        <span className="text-ink-soft">: the sign-ups, bookings and sales each issue brought, below the issues.</span>
      </p>
      <IssueList unpublished={drafts.filter((draft) => !issues.some((issue) => issue.number === draft.number))}>
        {issues.map((issue) => (
          <NewsletterIssueItem
            key={issue.number}
            issue={issue}
            draft={drafts.find((draft) => draft.number === issue.number)}
            recipients={recipients}
            sendsMail={sendsMail}
            preview={issue.number === previewIssue ? preview : null}
            confirming={issue.number === confirmIssue}
            answer={result?.issue === issue.number ? result : undefined}
          />
        ))}
      </IssueList>
      <IssueResultsTable results={results} />
      <RefusedAddresses refused={refused} />
    </>
  );
}
