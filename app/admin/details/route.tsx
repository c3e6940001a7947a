import { useState } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import { SettingsSections } from "~/admin/details/settings-sections";
import { adminGet, adminPost } from "~/admin/shared/admin-api";
import { ChangeHistory } from "~/admin/shared/change-history";
import { useRegeneration } from "~/admin/shared/use-regeneration";
import { AdminTitle } from "~/admin/shell/admin-title";
import type { Regeneration } from "~/lib/newsletter-drafts";
import type { SiteSettingsScreen } from "./types";

/** A value as the history shows it: quoted, or "nothing" for an empty one. */
const shown = (value: string) => (value === "" ? "nothing" : `“${value}”`);

export async function clientLoader({ request }: { request: Request }) {
  return adminGet<SiteSettingsScreen>("settings", request.signal);
}

/** /admin/settings: the coach's details, links and prices, saved and put on the site (decision 029). */
export default function SettingsPage() {
  const { fields, history } = useLoaderData<typeof clientLoader>();
  const { regeneration, setRegeneration } = useRegeneration(true);
  const [undoMessage, setUndoMessage] = useState<{ ok: boolean; text: string }>();
  const revalidator = useRevalidator();
  const samples = fields.filter((field) => field.isSample).length;

  async function undo(id: number) {
    const answer = await adminPost(`settings/changes/${id}/undo`);
    setUndoMessage({ ok: answer.status === 200, text: answer.message });
    const started = answer.body.regeneration as Regeneration | null | undefined;
    if (started) setRegeneration(started);
    await revalidator.revalidate();
  }

  return (
    <>
      <AdminTitle screen="Your details and links" />
      <h1 className="text-4xl font-semibold">Your details and links</h1>
      <p className="mt-2 max-w-prose text-ink-soft">
        Your name, address, links and prices as the website shows them. Each section saves on its own, and the whole site is then
        rebuilt with it in a minute or two.{" "}
        {samples > 0 ? `${samples} values are still the samples the site was made with.` : "Every value is your own."}
      </p>
      <SettingsSections
        key={history.filter((change) => change.undoes !== null).length}
        fields={fields}
        regeneration={regeneration}
        onRegeneration={setRegeneration}
      />
      <p role="status" className={`mt-8 font-semibold ${undoMessage?.ok === false ? "text-danger" : "text-ink"}`}>
        {undoMessage?.text ?? ""}
      </p>
      <ChangeHistory
        history={history}
        empty="Nothing has been changed yet: the site shows the values it was built with."
        describe={(change) => (
          <>
            <p className="font-semibold">{change.label}</p>
            <p className="mt-1 break-words text-ink-soft">
              {shown(change.oldValue)} → {shown(change.newValue)}
            </p>
          </>
        )}
        undoLabel={(change) => `Undo this change: ${change.label}`}
        onUndo={(id) => void undo(id)}
        busy={revalidator.state !== "idle"}
      />
    </>
  );
}
