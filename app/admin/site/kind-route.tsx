import { useState } from "react";
import { Link, useLoaderData, useRevalidator } from "react-router";
import { adminGet, adminPost } from "~/admin/shared/admin-api";
import { ChangeHistory } from "~/admin/shared/change-history";
import { LeaveGuard } from "~/admin/shared/leave-guard";
import { RegenerationState } from "~/admin/shared/regeneration-state";
import { useRegeneration } from "~/admin/shared/use-regeneration";
import { AdminTitle } from "~/admin/shell/admin-title";
import { ExternalLink } from "~/components/ui/external-link";
import { isEditableKind } from "~/content/editable";
import { formatLondon } from "~/lib/london-time";
import type { Regeneration } from "~/lib/newsletter-drafts";
import { ContentForm } from "./content-form";
import { DrawnChoices } from "./drawn-choices";
import { contentKinds } from "./kinds";
import type { ContentScreen } from "./types";

export async function clientLoader({ request, params }: { request: Request; params: { kind?: string } }) {
  if (!params.kind || !isEditableKind(params.kind)) throw new Response(null, { status: 404 });
  return adminGet<ContentScreen>(`content/${params.kind}`, request);
}

/** /admin/site/:kind: one part of her site's words, edited, saved and live in seconds, with its history (issue 55). */
export default function SiteContentPage() {
  const screen = useLoaderData<typeof clientLoader>();
  const about = contentKinds[screen.kind];
  const { regeneration, setRegeneration } = useRegeneration(false);
  const [undoMessage, setUndoMessage] = useState<{ ok: boolean; text: string }>();
  const revalidator = useRevalidator();

  async function saved(started: Regeneration | null) {
    if (started) setRegeneration(started);
    await revalidator.revalidate();
  }
  async function undo(id: number) {
    const answer = await adminPost(`content/${screen.kind}/changes/${id}/undo`);
    setUndoMessage({ ok: answer.status === 200, text: answer.message });
    await saved((answer.body.regeneration as Regeneration | null | undefined) ?? null);
  }

  return (
    <>
      <AdminTitle screen={about.title} />
      <p className="text-sm">
        <Link to="/admin/site" className="font-semibold text-accent-strong underline underline-offset-2">
          Your site
        </Link>
      </p>
      <h1 className="mt-2 text-4xl font-semibold">{about.title}</h1>
      <p className="mt-2 max-w-prose text-ink-soft">{about.summary}</p>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
        {about.pages.map((page) => (
          <ExternalLink
            key={page.path}
            href={page.path}
            className="inline-flex items-center gap-1 font-semibold text-accent-strong underline underline-offset-2"
          >
            See the {page.label.toLowerCase()}
          </ExternalLink>
        ))}
      </p>
      {regeneration ? (
        <div className="mt-4">
          <RegenerationState
            regeneration={regeneration}
            subject="with your changes"
            live="The website shows your latest saved words."
          />
        </div>
      ) : null}
      <LeaveGuard keptInBrowser>
        <DrawnChoices value={screen.choices}>
          <ContentForm
            key={JSON.stringify(screen.document)}
            kind={screen.kind}
            document={screen.document}
            placeholders={screen.placeholders}
            onSaved={(started) => void saved(started)}
          />
        </DrawnChoices>
      </LeaveGuard>
      <p role="status" className={`mt-8 font-semibold ${undoMessage?.ok === false ? "text-danger" : "text-ink"}`}>
        {undoMessage?.text ?? ""}
      </p>
      <ChangeHistory
        history={screen.history}
        empty="Nothing has been changed here yet: the site shows the words it was made with."
        reach={`Changes from the last ${screen.historyKept.days} days are kept, up to your latest ${screen.historyKept.changes} here: Undo reaches back that far. Older ones are let go, with any file only they still named.`}
        undoLabel={(change) => `Undo the change saved on ${formatLondon(change.changedAt)}`}
        onUndo={(id) => void undo(id)}
        busy={revalidator.state !== "idle"}
      />
    </>
  );
}
