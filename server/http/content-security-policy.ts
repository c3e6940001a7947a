import { createHash } from "node:crypto";
import type { PublicEnv } from "../../app/lib/public-env";

/** The CSP source that allows exactly this script or style text, as the browser hashes it. */
export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Inline code a page carries: what its policy must allow by hash. */
export interface InlineCode {
  /** Bodies of inline scripts the browser runs or acts on: code and speculation rules (JSON-LD and other data blocks excluded). */
  scripts: string[];
  /** Bodies of `<style>` elements. */
  styles: string[];
  /** Values of `style="…"` attributes, entities decoded. */
  styleAttributes: string[];
}

/** Script types the browser checks against `script-src`: code, and speculation rules (which Chromium refuses unless allowed). */
const policedScriptTypes = new Set(["", "module", "text/javascript", "application/javascript", "speculationrules"]);

const entities: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", "#39": "'", "#x27": "'" };

/** Text with the entities React writes in attributes decoded. */
export function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|lt|gt|#39|#x27);/g, (_, name: string) => entities[name] ?? "");
}

function scriptType(attributes: string): string {
  const match = attributes.match(/\btype\s*=\s*"([^"]*)"/i) ?? attributes.match(/\btype\s*=\s*'([^']*)'/i);
  return (match?.[1] ?? "").trim().toLowerCase();
}

/** Finds the inline scripts, style elements and style attributes of a prerendered page. */
export function inlineCodeOf(html: string): InlineCode {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = ""]) => !/\bsrc\s*=/i.test(attributes) && policedScriptTypes.has(scriptType(attributes)))
    .map(([, , body = ""]) => body);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = ""]) => body);
  const styleAttributes = [...html.matchAll(/\sstyle="([^"]*)"/gi)].map(([, value = ""]) => decodeEntities(value));
  return { scripts, styles, styleAttributes };
}

/** Style sheets that bundled libraries insert as `<style>` elements when they run, found by how they begin. */
const injectedStyleSheetOpenings = ["[data-sonner-toaster]"];

/** Reads the JavaScript string literal that starts at `start` (its opening quote). */
function stringLiteralAt(source: string, start: number): string | undefined {
  const quote = source[start];
  if (quote !== '"' && quote !== "'") return undefined;
  let value = "";
  for (let index = start + 1; index < source.length; index++) {
    const character = source[index];
    if (character === quote) return value;
    if (character !== "\\") {
      value += character;
      continue;
    }
    const escaped = source[++index] ?? "";
    if (escaped === "u" || escaped === "x") {
      const length = escaped === "u" ? 4 : 2;
      value += String.fromCharCode(Number.parseInt(source.slice(index + 1, index + 1 + length), 16));
      index += length;
    } else {
      value += { n: "\n", r: "\r", t: "\t" }[escaped] ?? escaped;
    }
  }
  return undefined;
}

/**
 * The style sheets a built JavaScript file inserts at run time (sonner's toast
 * styles), exactly as the browser will hash them.
 */
export function injectedStyleSheetsOf(javascript: string): string[] {
  const found = new Set<string>();
  for (const opening of injectedStyleSheetOpenings) {
    for (let at = javascript.indexOf(opening); at > 0; at = javascript.indexOf(opening, at + 1)) {
      const text = stringLiteralAt(javascript, at - 1);
      if (text?.includes("{")) found.add(text);
    }
  }
  return [...found];
}

export interface PolicyOptions {
  /** Origins the page may send requests to besides its own (the REST API when it lives elsewhere). */
  connectOrigins: string[];
  /** Whether the site is served over HTTPS: then every request is upgraded. */
  https: boolean;
  /** What the page may show in a frame; nothing unless given (the back office frames its e-mail previews). */
  frameSources?: string[];
}

/** The policy options of a deployment: HTTPS from its public origin, and the REST API's origin when forms post elsewhere. */
export function policyOptionsFor({
  PUBLIC_ORIGIN,
  BACKEND_URL,
}: Pick<PublicEnv, "PUBLIC_ORIGIN" | "BACKEND_URL">): PolicyOptions {
  return {
    connectOrigins: BACKEND_URL ? [new URL(BACKEND_URL).origin] : [],
    https: PUBLIC_ORIGIN.startsWith("https://"),
  };
}

function sourceList(base: string[], texts: string[]): string {
  return [...base, ...new Set(texts.map(hashSource))].join(" ");
}

/**
 * A library that inserts a style sheet appends an empty `<style>` first and its
 * text after; the browser checks the empty one too, so its hash is allowed (an
 * empty style element does nothing).
 */
function emptyStyleElement(injectedStyleSheets: string[]): string[] {
  return injectedStyleSheets.length > 0 ? [""] : [];
}

/**
 * The Content-Security-Policy of one prerendered page: nothing is allowed by
 * default; scripts and styles come from this origin or are inline code of this
 * very page, allowed by hash. The site has no web fonts and no web app manifest,
 * so neither is allowed.
 */
export function pagePolicy(page: InlineCode, injectedStyleSheets: string[], options: PolicyOptions): string {
  const directives = [
    "default-src 'none'",
    `script-src ${sourceList(["'self'"], page.scripts)}`,
    `style-src ${sourceList(["'self'"], [...page.styles, ...injectedStyleSheets, ...emptyStyleElement(injectedStyleSheets)])}`,
    `style-src-attr ${page.styleAttributes.length ? sourceList(["'unsafe-hashes'"], page.styleAttributes) : "'none'"}`,
    // data: for the site's icon, written into the page (decision 093).
    "img-src 'self' data:",
    `connect-src ${["'self'", ...options.connectOrigins].join(" ")}`,
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ];
  if (options.frameSources) directives.push(`frame-src ${options.frameSources.join(" ")}`);
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The policy of an e-mail shown in the back office's preview frame: its inline styles and remote
 * images as a mail program shows them, no script, no form, framed only by the site's own pages.
 */
export const emailPreviewPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; sandbox";

/** The policy of every response that is not a page (JSON, scripts, images): it may load nothing. */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A policy's directives, each with its set of sources. */
export function parsePolicy(policy: string): Map<string, Set<string>> {
  const directives = new Map<string, Set<string>>();
  for (const directive of policy.split(";")) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), new Set(sources));
  }
  return directives;
}

function allowsInline(sources: Set<string> | undefined, text: string, needsUnsafeHashes = false): boolean {
  if (!sources) return false;
  const hashed = [...sources].some((source) => /^'(sha256|sha384|sha512|nonce)-/.test(source));
  if (sources.has("'unsafe-inline'") && !hashed) return true;
  return sources.has(hashSource(text)) && (!needsUnsafeHashes || sources.has("'unsafe-hashes'"));
}

/** How many pieces of a page's inline code its policy would make the browser refuse. */
export function refusedInlineCode(html: string, policy: string): Record<keyof InlineCode, number> {
  const directives = parsePolicy(policy);
  const fallback = (...names: string[]) => names.map((name) => directives.get(name)).find(Boolean);
  const scriptSources = fallback("script-src-elem", "script-src", "default-src");
  const styleSources = fallback("style-src-elem", "style-src", "default-src");
  const attributeSources = fallback("style-src-attr", "style-src", "default-src");
  const code = inlineCodeOf(html);
  return {
    scripts: code.scripts.filter((text) => !allowsInline(scriptSources, text)).length,
    styles: code.styles.filter((text) => !allowsInline(styleSources, text)).length,
    styleAttributes: code.styleAttributes.filter((text) => !allowsInline(attributeSources, text, true)).length,
  };
}
