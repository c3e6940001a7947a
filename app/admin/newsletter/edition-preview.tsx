import type { EditionPreview as Preview } from "./types";

/** The e-mail as subscribers get it: the HTML part in a sandboxed frame (no script runs, no link is followed) and the plain-text part. */
export function EditionPreview({ issue, preview }: { issue: number; preview: Preview }) {
  return (
    <section aria-labelledby={`preview-${issue}`} className="mt-4">
      <h4 id={`preview-${issue}`} className="text-lg font-semibold">
        Preview: “{preview.subject}”
      </h4>
      <iframe
        title={`The e-mail edition of issue ${issue}`}
        sandbox=""
        src={`/admin/api/newsletter/${issue}/preview.html`}
        className="mt-3 h-[36rem] w-full rounded-lg border border-line bg-paper"
      />
      <details className="mt-3 rounded-lg border border-line bg-paper p-4">
        <summary className="cursor-pointer font-semibold">Plain-text part</summary>
        <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm">{preview.text}</pre>
      </details>
    </section>
  );
}
