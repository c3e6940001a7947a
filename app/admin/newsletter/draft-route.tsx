import { Link, useLoaderData } from "react-router";
import { DraftEditor } from "~/admin/newsletter/editor/draft-editor";
import type { NewsletterOverview } from "~/admin/newsletter/types";
import { adminGet } from "~/admin/shared/admin-api";
import { AdminTitle } from "~/admin/shell/admin-title";
import type { DraftWithVersions } from "~/lib/newsletter-drafts";

export async function clientLoader({ params, request }: { params: { draftId?: string }; request: Request }) {
  const [issue, { recipients, sendsMail }] = await Promise.all([
    adminGet<DraftWithVersions>(`newsletter/drafts/${params.draftId}`, request.signal),
    adminGet<NewsletterOverview>("newsletter", request.signal),
  ]);
  return { ...issue, recipients, sendsMail };
}

/** Writing one newsletter issue: a draft until she publishes it, then the published issue she can still correct. */
export default function NewsletterDraftPage() {
  const { draft, versions, recipients, sendsMail } = useLoaderData<typeof clientLoader>();
  const heading = draft.number === null ? "New issue" : `Issue ${draft.number}`;
  return (
    <>
      <AdminTitle screen={heading} />
      <Link to="/admin/newsletter" className="text-sm font-semibold text-accent-strong underline">
        All issues
      </Link>
      <h1 className="mt-2 text-4xl font-semibold">{heading}</h1>
      <DraftEditor key={draft.id} draft={draft} versions={versions} recipients={recipients} sendsMail={sendsMail} />
    </>
  );
}
