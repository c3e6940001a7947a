import { describe, expect, it } from "vitest";
import { observatoryGrade, observatoryScore, observatoryTests } from "../../scripts/support/observatory";
import { securityHeadersFor } from "../../server/http/security-headers";

const url = new URL("https://www.example.co.uk/");
const html = '<!DOCTYPE html><script type="module" src="/assets/entry.js"></script>';
const strictPolicy =
  "default-src 'none'; script-src 'self' 'sha256-abc='; style-src 'self'; form-action 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'";

function scoreOf(headers: Record<string, string>, body = html) {
  return observatoryScore(observatoryTests(new Headers({ "Content-Type": "text/html", ...headers }), body, url));
}

describe("the Observatory score of our headers", () => {
  it("is 130 (A+) with our security headers and a strict policy", () => {
    const score = scoreOf({ ...securityHeadersFor("https://www.example.co.uk"), "Content-Security-Policy": strictPolicy });
    expect(score).toBe(130);
    expect(observatoryGrade(score)).toBe("A+");
  });

  it("loses 20 and every bonus when scripts may run inline", () => {
    const policy = strictPolicy.replace("script-src 'self' 'sha256-abc='", "script-src 'self' 'unsafe-inline'");
    expect(scoreOf({ ...securityHeadersFor("https://www.example.co.uk"), "Content-Security-Policy": policy })).toBe(80);
  });

  it("falls to 80 without HSTS (sent only for an HTTPS origin): the penalty also cancels every bonus", () => {
    const headers = { ...securityHeadersFor("http://localhost:3000"), "Content-Security-Policy": strictPolicy };
    expect(scoreOf(headers)).toBe(80);
  });

  it("scores a bare server as the Observatory does: no CSP, no HSTS, no framing or sniffing protection", () => {
    expect(scoreOf({})).toBe(30);
    expect(observatoryGrade(30)).toBe("D");
  });

  it("penalises scripts from another origin loaded without integrity", () => {
    const external = '<script src="http://cdn.example.com/x.js"></script>';
    const headers = { ...securityHeadersFor("https://www.example.co.uk"), "Content-Security-Policy": strictPolicy };
    expect(scoreOf(headers, external)).toBe(50);
  });
});
