import { describe, expect, it } from "vitest";
import {
  hashSource,
  injectedStyleSheetsOf,
  inlineCodeOf,
  pagePolicy,
  parsePolicy,
  refusedInlineCode,
} from "../../server/http/content-security-policy";

const page = `<!DOCTYPE html><html><head>
<style>body{color:#222}</style>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
<script>window.__context = {"a":"<b>"};</script>
<script type="module" async="">import "/assets/manifest.js";</script>
<script type="module" src="/assets/entry.js"></script>
<script type="speculationrules">{"prefetch":[{"source":"document","eagerness":"conservative"}]}</script>
</head><body><div style="--height:var(--radix-height);content:&quot;x&quot;">Hi</div></body></html>`;

const options = { connectOrigins: [], https: false };

describe("inline code of a page", () => {
  it("finds the scripts the browser runs and its speculation rules, leaving out data blocks and scripts loaded from files", () => {
    expect(inlineCodeOf(page).scripts).toEqual([
      'window.__context = {"a":"<b>"};',
      'import "/assets/manifest.js";',
      '{"prefetch":[{"source":"document","eagerness":"conservative"}]}',
    ]);
  });

  it("finds style elements and style attributes, with entities decoded as the browser reads them", () => {
    const code = inlineCodeOf(page);
    expect(code.styles).toEqual(["body{color:#222}"]);
    expect(code.styleAttributes).toEqual(['--height:var(--radix-height);content:"x"']);
  });

  it("hashes text as browsers do", () => {
    // The SHA-256 of the empty string, as Chrome prints it in its CSP errors.
    expect(hashSource("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe("a page's policy", () => {
  it("allows every piece of the page's own inline code, and nothing else inline", () => {
    const policy = pagePolicy(inlineCodeOf(page), [], options);
    expect(refusedInlineCode(page, policy)).toEqual({ scripts: 0, styles: 0, styleAttributes: 0 });
    const tampered = page.replace("window.__context", "window.__stolen");
    expect(refusedInlineCode(tampered, policy)).toEqual({ scripts: 1, styles: 0, styleAttributes: 0 });
  });

  it("denies everything by default and allows requests to the backend's origin", () => {
    const policy = parsePolicy(pagePolicy(inlineCodeOf(page), [], { connectOrigins: ["https://abc.supabase.co"], https: true }));
    expect(policy.get("default-src")).toEqual(new Set(["'none'"]));
    expect(policy.get("connect-src")).toEqual(new Set(["'self'", "https://abc.supabase.co"]));
    expect(policy.get("object-src")).toEqual(new Set(["'none'"]));
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
  });

  it("allows the style sheets libraries insert at run time, and the empty element they insert first", () => {
    const sheet = "[data-sonner-toaster]{position:fixed}";
    const styleSources = parsePolicy(pagePolicy(inlineCodeOf(page), [sheet], options)).get("style-src");
    expect(styleSources).toContain(hashSource(sheet));
    expect(styleSources).toContain(hashSource(""));
  });
});

describe("style sheets a script inserts", () => {
  it("reads the style sheet out of a minified bundle, escapes included", () => {
    const bundle = `var a=1;Xe("[data-sonner-toaster]{content:'\\u2014';font:\\"x\\"}\\n");qs('[data-sonner-toaster]')`;
    expect(injectedStyleSheetsOf(bundle)).toEqual([`[data-sonner-toaster]{content:'\u2014';font:"x"}\n`]);
  });

  it("finds nothing in a bundle without one", () => {
    expect(injectedStyleSheetsOf("console.log('[data-other]{}')")).toEqual([]);
  });
});
