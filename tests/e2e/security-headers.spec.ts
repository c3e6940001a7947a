import { readFileSync } from "node:fs";
import { parsePolicy, refusedInlineCode } from "../../server/http/content-security-policy";
import { pagePaths } from "./support/routes";
import { expect, test } from "./support/test";

const routes = [...pagePaths, "/no-such-page"];

/** The per-page policies the build wrote for static hosts, by route. */
function staticHostPolicies(): Map<string, string> {
  const rules = readFileSync("build/client/_headers", "utf8").trim().split(/\n\n/);
  return new Map(
    rules.map((rule) => {
      const [route = "", ...lines] = rule.split("\n");
      const policy = lines.find((line) => line.trim().startsWith("Content-Security-Policy:")) ?? "";
      return [route, policy.replace(/^\s*Content-Security-Policy: /, "")];
    }),
  );
}

test.describe("security headers", () => {
  for (const route of routes) {
    test(`${route} is served with a strict policy that allows all of its own inline code`, async ({ request }) => {
      const response = await request.get(route);
      const headers = response.headers();
      const policy = headers["content-security-policy"] ?? "";
      const directives = parsePolicy(policy);
      expect(directives.get("default-src")).toEqual(new Set(["'none'"]));
      expect(policy).not.toContain("'unsafe-inline'");
      expect(policy).not.toContain("'unsafe-eval'");
      expect(directives.get("frame-ancestors")).toEqual(new Set(["'none'"]));
      expect(refusedInlineCode(await response.text(), policy)).toEqual({ scripts: 0, styles: 0, styleAttributes: 0 });
      expect(headers).toMatchObject({
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        "x-frame-options": "DENY",
        "cross-origin-resource-policy": "same-origin",
      });
      // Public pages hold nothing of the visitor's: no process of their own (decision 016).
      expect(headers["cross-origin-opener-policy"]).toBeUndefined();
      expect(headers["permissions-policy"]).toContain("camera=()");
      // This test server runs on plain HTTP, where HSTS must not be announced.
      expect(headers["strict-transport-security"]).toBeUndefined();
    });
  }

  test("a static host given build/client/_headers sends each page the policy our server sends", async ({ request }) => {
    const policies = staticHostPolicies();
    for (const route of pagePaths) {
      const served = (await request.get(route)).headers()["content-security-policy"];
      expect(policies.get(route), route).toBe(served);
    }
    expect((await request.get("/_headers")).status()).toBe(404);
  });

  test("a script the page did not ship is refused", async ({ browser }) => {
    // A page of its own: the refusal is the point here, not a failure.
    const page = await browser.newPage();
    await page.goto("/");
    await page.addScriptTag({ content: "document.body.dataset.injected = 'yes';" }).catch(() => undefined);
    await expect(page.locator("body")).not.toHaveAttribute("data-injected", "yes");
    await page.close();
  });
});
