/** Where a visit came from: a named source (LinkedIn, Google…) or a host, and a campaign when the link said one. */
export interface Source {
  name: string;
  campaign: string;
}

export const directSource: Source = { name: "Direct", campaign: "" };

/**
 * Hosts (without www.) whose many spellings are one source: a site's own hosts, its link shortener
 * (lnkd.in, t.co, fb.me), its redirectors (l.facebook.com, lm.facebook.com, l.instagram.com) and the
 * package name its Android app sends as the referrer (android-app://com.linkedin.android/).
 */
const namedSources: [RegExp, string][] = [
  [/(^|\.)linkedin\.com$|^lnkd\.in$|^com\.linkedin\./, "LinkedIn"],
  [/(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$|^com\.google\.android\./, "Google"],
  [/(^|\.)bing\.com$/, "Bing"],
  [/(^|\.)duckduckgo\.com$/, "DuckDuckGo"],
  [/(^|\.)ecosia\.org$/, "Ecosia"],
  [/(^|\.)yahoo\.com$/, "Yahoo"],
  [/(^|\.)(facebook\.com|fb\.me|fb\.com)$|^com\.facebook\./, "Facebook"],
  [/(^|\.)instagram\.com$|^com\.instagram\./, "Instagram"],
  [/^(t\.co|(.+\.)?twitter\.com|(.+\.)?x\.com)$|^com\.twitter\./, "X (Twitter)"],
  [/(^|\.)(chatgpt\.com|openai\.com)$/, "ChatGPT"],
];

/** The short utm_source tags people write for a source, besides its name and its hosts (decision 033). */
const tagAliases: Record<string, string> = {
  li: "LinkedIn",
  fb: "Facebook",
  ig: "Instagram",
  twitter: "X (Twitter)",
  x: "X (Twitter)",
  chatgpt: "ChatGPT",
  newsletter: "newsletter",
};

const maxLength = 100;

/** A label fit to store: printable, trimmed and at most 100 characters. */
function tidy(value: string): string {
  return value
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, maxLength);
}

function sourceNameOfHost(host: string): string {
  const bare = host.toLowerCase().replace(/^www\./, "");
  return namedSources.find(([pattern]) => pattern.test(bare))?.[1] ?? bare;
}

/**
 * utm_source=linkedin (or LinkedIn, linkedin.com, li) reads as the same source as a link from linkedin.com; so
 * does a stored name from before a spelling was known (the Visits screen groups the stored names with it).
 */
export function sourceNameOfTag(tag: string): string {
  const lower = tag.trim().toLowerCase();
  const bare = lower.replace(/^www\./, "");
  return (
    tagAliases[lower] ?? namedSources.find(([pattern, name]) => name.toLowerCase() === lower || pattern.test(bare))?.[1] ?? tag
  );
}

export interface SourceInput {
  referrer: string | undefined;
  query: URLSearchParams;
  /** Hosts that start no visit: our own, and the outside pages (checkout, booking) people come back from. */
  ignoredHosts: ReadonlySet<string>;
}

/**
 * The source a page view credits, as Plausible does: utm_source (with utm_campaign) when the link
 * carries it, otherwise the referrer's host, normalised. Undefined when there is none: a direct
 * visit, a page of our own, or the return from an outside page the visitor went to from ours.
 */
export function sourceOf({ referrer, query, ignoredHosts }: SourceInput): Source | undefined {
  const tag = tidy(query.get("utm_source") ?? "");
  if (tag) return { name: sourceNameOfTag(tag), campaign: tidy(query.get("utm_campaign") ?? "") };
  if (!referrer) return undefined;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  if (!host || ignoredHosts.has(host) || ignoredHosts.has(host.replace(/^www\./, ""))) return undefined;
  return { name: tidy(sourceNameOfHost(host)), campaign: "" };
}

/** Sources the site itself names: those above, the counter's own, and the tag on the newsletter's links. */
const recognisedNames = new Set([...namedSources.map(([, name]) => name), "Direct", "Unknown", "Other", "newsletter"]);

/** A utm_source that anyone could have written (Calendly's tags): a source the site names, or "Other", never the tag's own text. */
export function knownSourceNameOfTag(tag: string): string {
  const name = sourceNameOfTag(tag);
  return recognisedNames.has(name) ? name : "Other";
}

const labelLength = 30;

/**
 * Visitor-chosen text (a utm_source, a campaign, a host) as the coach is shown it: letters, digits, spaces,
 * hyphens and dots only, at most 30 characters, the dots written as one-dot leaders (․) so that no mail
 * program turns it into a link.
 */
export function cleanLabel(text: string): string {
  const cleaned = text
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N} ._-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const short = cleaned.length > labelLength ? `${cleaned.slice(0, labelLength - 1).trimEnd()}…` : cleaned;
  return short.replaceAll(".", "\u2024");
}

/** A stored source name as shown on the Visits screen and in the Monday e-mail: unrecognised ones say so. */
export function sourceLabel(name: string): string {
  return recognisedNames.has(name) ? name : `Unrecognised: ${cleanLabel(name) || "(blank)"}`;
}
