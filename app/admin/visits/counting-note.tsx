/** How the figures are counted, beside them: what is not counted and what is never set or kept. */
export function CountingNote() {
  return (
    <p className="mt-4 rounded-lg border border-line bg-paper p-4 text-ink-soft">
      Counted by the site's own server: no cookie is set and nothing that identifies a visitor is kept. Visits from browsers that
      send Do Not Track or Global Privacy Control (DNT/GPC) are not counted, so the real figures are a little higher.
    </p>
  );
}
