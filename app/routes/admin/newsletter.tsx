import { Link, useActionData, useLoaderData } from "react-router";
import { adminGet } from "~/components/admin/admin-api";
import { AdminTitle } from "~/components/admin/admin-title";
import { IssueList } from "~/components/admin/newsletter/issue-list";
import { IssueResultsTable } from "~/components/admin/newsletter/issue-results-table";
import { startNewIssue } from "~/components/admin/newsletter/new-issue";
import { newsletterAction } from "~/components/admin/newsletter/newsletter-action";
import { NewsletterIssueItem } from "~/components/admin/newsletter/newsletter-issue-item";
import { RefusedAddresses } from "~/components/admin/newsletter/refused-addresses";
import type { EditionPreview, NewsletterActionResult, NewsletterOverview } from "~/components/admin/newsletter/types";
import { useLiveProgress } from "~/components/admin/newsletter/use-live-progress";
import { SkippedIssues } from "~/components/admin/skipped-issues";
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
        <a href="#issue-results" className="font-semibold text-accent-strong underline">
          Which issues bring clients
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
