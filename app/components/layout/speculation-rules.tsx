/**
 * Speculation Rules: Chromium fetches a page of this site as the visitor presses on a link to it
 * ("conservative": pointer or touch down, never on hover), so pages that do not hydrate still change
 * almost at once. Files with an extension (the feed, the sitemap, downloads) are left alone, and so
 * are the counted outbound links under /go/: they lead elsewhere, and a prefetch of one would be
 * counted as a second click. Browsers that do not know the script type treat it as data and ignore
 * it. The server allows it by hash.
 */
const rules = {
  prefetch: [
    {
      source: "document",
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/*.*" } }, { not: { href_matches: "/go/*" } }] },
      eagerness: "conservative",
    },
  ],
};

export function SpeculationRules() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(rules) }} />;
}
