import { PreviewFrame } from "../newsletter/editor/preview-frame";
import { useServerPreview } from "./use-server-preview";

interface EmailPreviewProps {
  /** The back-office endpoint that renders it, as `useServerPreview` takes it. */
  path: string;
  /** What is written, sent to be rendered as it changes. */
  fields: unknown;
  /** Names the frame for a screen reader: "The welcome e-mail". */
  title: string;
  headingId: string;
}

/** An e-mail she writes as it will arrive, rendered by the server from what is on the screen. */
export function EmailPreview({ path, fields, title, headingId }: EmailPreviewProps) {
  const { preview, failure } = useServerPreview<{ html: string }>(path, fields);
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-3">
      <h2 id={headingId} className="text-2xl font-semibold">
        Preview
      </h2>
      {failure ? <p className="font-semibold text-danger">The preview could not be made: {failure}</p> : null}
      {preview ? (
        <div className="overflow-x-auto rounded-lg border border-line bg-paper">
          <PreviewFrame title={title} html={preview.html} className="h-[40rem] w-full max-w-none" />
        </div>
      ) : failure ? null : (
        <p className="text-ink-soft">Preparing the preview…</p>
      )}
    </section>
  );
}
