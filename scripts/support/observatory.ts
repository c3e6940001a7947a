/**
 * The header tests of the MDN HTTP Observatory, scored with its grading table
 * (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring), for
 * one response of a server we run locally. The redirection test (HTTP → HTTPS)
 * needs the real host and is left out.
 */
import { parsePolicy } from "../../server/http/content-security-policy";

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
}

const dangerouslyBroad = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const unsafeInline = new Set(["'unsafe-inline'", "data:"]);
const isHashOrNonce = (source: string) => /^'(sha256|sha384|sha512|nonce)-/.test(source);

function contentSecurityPolicy(headers: Headers): TestResult {
  const test = "content-security-policy";
  const header = headers.get("content-security-policy");
  if (!header) return { test, result: "csp-not-implemented", modifier: -25 };
  const policy = parsePolicy(header);
  const sources = (...names: string[]) => new Set(names.map((name) => policy.get(name)).find(Boolean) ?? ["*"]);
  const scriptSources = sources("script-src", "default-src");
  const styleSources = sources("style-src", "default-src");
  const objectSources = sources("object-src", "default-src");
  for (const list of [scriptSources, styleSources]) {
    if ([...list].some(isHashOrNonce)) list.delete("'unsafe-inline'");
  }
  const broadOrInline = (source: string) => dangerouslyBroad.has(source) || unsafeInline.has(source);
  if ([...scriptSources].some(broadOrInline) || [...objectSources].some((source) => dangerouslyBroad.has(source))) {
    return { test, result: "csp-implemented-with-unsafe-inline", modifier: -20 };
  }
  if (scriptSources.has("'unsafe-eval'") || styleSources.has("'unsafe-eval'")) {
    return { test, result: "csp-implemented-with-unsafe-eval", modifier: -10 };
  }
  if ([...styleSources].some(broadOrInline)) {
    return { test, result: "csp-implemented-with-unsafe-inline-in-style-src-only", modifier: 0 };
  }
  const defaultSources = policy.get("default-src");
  if (defaultSources?.has("'none'") && defaultSources.size === 1) {
    return { test, result: "csp-implemented-with-no-unsafe-default-src-none", modifier: 10 };
  }
  return { test, result: "csp-implemented-with-no-unsafe", modifier: 5 };
}

function cookies(headers: Headers): TestResult {
  const test = "cookies";
  const cookieHeaders = headers.getSetCookie();
  if (cookieHeaders.length === 0) return { test, result: "cookies-not-found", modifier: 0 };
  const secure = cookieHeaders.every((cookie) => /;\s*secure\b/i.test(cookie));
  return secure
    ? { test, result: "cookies-secure-with-httponly-sessions", modifier: 0 }
    : { test, result: "cookies-without-secure-flag", modifier: -20 };
}

function crossOriginResourceSharing(headers: Headers): TestResult {
  const test = "cross-origin-resource-sharing";
  const allowOrigin = headers.get("access-control-allow-origin");
  if (!allowOrigin) return { test, result: "cross-origin-resource-sharing-not-implemented", modifier: 0 };
  if (headers.get("access-control-allow-credentials") === "true" && allowOrigin !== "*") {
    return { test, result: "cross-origin-resource-sharing-implemented-with-universal-access", modifier: -50 };
  }
  return { test, result: "cross-origin-resource-sharing-implemented-with-public-access", modifier: 0 };
}

function crossOriginResourcePolicy(headers: Headers): TestResult {
  const test = "cross-origin-resource-policy";
  const value = headers.get("cross-origin-resource-policy")?.trim().toLowerCase();
  if (!value) return { test, result: "corp-not-implemented", modifier: 0 };
  if (value === "same-origin" || value === "same-site") return { test, result: `corp-implemented-with-${value}`, modifier: 10 };
  if (value === "cross-origin") return { test, result: "corp-implemented-with-cross-origin", modifier: 0 };
  return { test, result: "corp-header-invalid", modifier: -5 };
}

function referrerPolicy(headers: Headers): TestResult {
  const test = "referrer-policy";
  const value = headers.get("referrer-policy");
  if (!value) return { test, result: "referrer-policy-not-implemented", modifier: 0 };
  const last =
    value
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .at(-1) ?? "";
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(last)) {
    return { test, result: "referrer-policy-private", modifier: 5 };
  }
  if (["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"].includes(last)) {
    return { test, result: "referrer-policy-unsafe", modifier: -5 };
  }
  return { test, result: "referrer-policy-header-invalid", modifier: -5 };
}

function strictTransportSecurity(headers: Headers): TestResult {
  const test = "strict-transport-security";
  const value = headers.get("strict-transport-security");
  if (!value) return { test, result: "hsts-not-implemented", modifier: -20 };
  const maxAge = Number(value.match(/max-age\s*=\s*"?(\d+)"?/i)?.[1] ?? Number.NaN);
  if (Number.isNaN(maxAge)) return { test, result: "hsts-header-invalid", modifier: -20 };
  return maxAge >= 15_768_000
    ? { test, result: "hsts-implemented-max-age-at-least-six-months", modifier: 0 }
    : { test, result: "hsts-implemented-max-age-less-than-six-months", modifier: -10 };
}

function subresourceIntegrity(headers: Headers, body: string, pageUrl: URL): TestResult {
  const test = "subresource-integrity";
  if (!headers.get("content-type")?.startsWith("text/html")) {
    return { test, result: "sri-not-implemented-response-not-html", modifier: 0 };
  }
  const scripts = [...body.matchAll(/<script\b[^>]*\bsrc\s*=\s*"([^"]*)"[^>]*>/gi)];
  if (scripts.length === 0) return { test, result: "sri-not-implemented-but-no-scripts-loaded", modifier: 0 };
  const external = scripts.filter(([, src = ""]) => new URL(src, pageUrl).origin !== pageUrl.origin);
  if (external.length === 0)
    return { test, result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", modifier: 0 };
  const withIntegrity = external.every(([tag]) => /\bintegrity\s*=/i.test(tag));
  const secure = external.every(([, src = ""]) => src.startsWith("https://"));
  if (withIntegrity) return { test, result: "sri-implemented-and-external-scripts-loaded-securely", modifier: secure ? 5 : -20 };
  return secure
    ? { test, result: "sri-not-implemented-but-external-scripts-loaded-securely", modifier: -5 }
    : { test, result: "sri-not-implemented-and-external-scripts-not-loaded-securely", modifier: -50 };
}

function xContentTypeOptions(headers: Headers): TestResult {
  const test = "x-content-type-options";
  const value = headers.get("x-content-type-options");
  if (!value) return { test, result: "x-content-type-options-not-implemented", modifier: -5 };
  return value.trim().toLowerCase() === "nosniff"
    ? { test, result: "x-content-type-options-nosniff", modifier: 0 }
    : { test, result: "x-content-type-options-header-invalid", modifier: -5 };
}

function xFrameOptions(headers: Headers): TestResult {
  const test = "x-frame-options";
  const frameAncestors = parsePolicy(headers.get("content-security-policy") ?? "").get("frame-ancestors");
  if (frameAncestors && ![...frameAncestors].some((source) => dangerouslyBroad.has(source))) {
    return { test, result: "x-frame-options-implemented-via-csp", modifier: 5 };
  }
  const value = headers.get("x-frame-options")?.trim().toLowerCase();
  if (!value) return { test, result: "x-frame-options-not-implemented", modifier: -20 };
  return value === "deny" || value === "sameorigin"
    ? { test, result: "x-frame-options-sameorigin-or-deny", modifier: 0 }
    : { test, result: "x-frame-options-header-invalid", modifier: -20 };
}

/** Every header test of one response. */
export function observatoryTests(headers: Headers, body: string, pageUrl: URL): TestResult[] {
  return [
    contentSecurityPolicy(headers),
    cookies(headers),
    crossOriginResourceSharing(headers),
    crossOriginResourcePolicy(headers),
    referrerPolicy(headers),
    strictTransportSecurity(headers),
    subresourceIntegrity(headers, body, pageUrl),
    xContentTypeOptions(headers),
    xFrameOptions(headers),
  ];
}

/** The Observatory's score: 100 plus penalties, then bonuses only if at least 90 remains. */
export function observatoryScore(results: TestResult[]): number {
  const penalties = results.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 0);
  const bonuses = results.reduce((sum, { modifier }) => sum + Math.max(modifier, 0), 0);
  const base = 100 + penalties;
  return Math.max(0, base >= 90 ? base + bonuses : base);
}

const grades: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
];

export function observatoryGrade(score: number): string {
  return grades.find(([minimum]) => score >= minimum)?.[1] ?? "F";
}
