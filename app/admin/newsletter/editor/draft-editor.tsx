import type { Draft, DraftVersion } from "~/lib/newsletter-drafts";
import { TestSendBox } from "../../shared/test-send-box";
import { ArticleField } from "./article-field";
import { ConflictNotice } from "./conflict-notice";
import { DiscardDraft } from "./discard-draft";
import { DraftPreview } from "./draft-preview";
import { DraftTextFields } from "./draft-text-fields";
import { EditorNotice } from "./editor-notice";
import { problemsIn } from "./problems";
import { PublishPanel } from "./publish-panel";
import { SaveStatus } from "./save-status";
import { useDraftAutosave } from "./use-draft-autosave";
import { usePreview } from "./use-preview";
import { usePublishing } from "./use-publishing";
import { useShownProblems } from "./use-shown-problems";
import { useVersionHistory } from "./use-version-history";
import { VersionList } from "./version-list";

const restoredFromBrowser =
  "What you last wrote here had not reached the server, so this browser kept it: it is back in the editor.";

interface DraftEditorProps {
  draft: Draft;
  versions: DraftVersion[];
  recipients: number;
  sendsMail: boolean;
}

/** Writing one issue: its fields saved as she types, the preview and the site's objections beside them, publishing and the saved versions. */
export function DraftEditor({ draft, versions, recipients, sendsMail }: DraftEditorProps) {
  const history = useVersionHistory(draft.id, versions);
  const autosave = useDraftAutosave(draft, history.recordSave);
  const { fields, change, state } = autosave;
  const { preview, failure } = usePreview(draft.id, fields);
  const publishing = usePublishing(draft, recipients);
  const { shown: problems, hidden, touch, showAll } = useShownProblems(fields, preview?.problems ?? []);
  const edit = (changes: Partial<typeof fields>) => {
    touch(changes);
    change(changes);
  };
  const waitingFor =
    state.kind !== "saved"
      ? "Publishing waits until your latest changes are saved."
      : preview
        ? null
        : "Publishing waits for the issue to be checked.";
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-5">
        <SaveStatus state={state} />
        {autosave.restored ? <EditorNotice>{restoredFromBrowser}</EditorNotice> : null}
        {history.notice ? <EditorNotice>{history.notice}</EditorNotice> : null}
        {state.kind === "conflict" ? (
          <ConflictNotice
            mine={fields}
            theirs={state.theirs}
            onKeepMine={() => autosave.keepMine(state.theirs)}
            onTakeTheirs={() => autosave.takeTheirs(state.theirs)}
          />
        ) : null}
        <DraftTextFields fields={fields} problems={problems} onChange={edit} />
        <ArticleField value={fields.body} onChange={(body) => edit({ body })} problem={problemsIn(problems, "body")} />
        <DraftPreview preview={preview} failure={failure} />
      </div>
      <aside aria-label="Publishing and versions" className="space-y-8">
        <PublishPanel
          publishing={publishing}
          problems={problems}
          hiddenProblems={hidden}
          onShowProblems={showAll}
          waitingFor={waitingFor}
          recipients={recipients}
          sendsMail={sendsMail}
        />
        <section aria-labelledby="draft-test-heading" className="space-y-3">
          <h2 id="draft-test-heading" className="text-xl font-semibold">
            Test e-mail
          </h2>
          <TestSendBox
            path={`newsletter/drafts/${draft.id}/test`}
            what="this draft"
            waitingFor={
              sendsMail
                ? state.kind === "saved"
                  ? null
                  : "The test waits until your latest changes are saved."
                : "E-mail is not set up on this server."
            }
          />
        </section>
        <VersionList versions={history.versions} onRestore={(revision) => history.restore(revision, edit)} />
        {publishing.draft.status === "draft" && publishing.draft.publishedAt === null ? (
          <DiscardDraft draftId={draft.id} />
        ) : null}
      </aside>
    </div>
  );
}
