/** What a paste left out, said under the article and read out as it appears (the live region is there before it). */
export function PasteNote({ note }: { note?: string }) {
  return (
    <p role="status" className="text-sm text-ink-soft">
      {note}
    </p>
  );
}
