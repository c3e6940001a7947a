/**
 * `build/client/_headers`: the same headers our server sends, for a static host that
 * reads this file (Netlify, Cloudflare Pages) when the site runs with no server of ours.
 * Each page's Content-Security-Policy allows exactly that page's inline code, so it is
 * computed from the finished pages, after every other rewrite.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parsePublicEnv } from "../../app/lib/public-env";
import { injectedStyleSheetsOf, inlineCodeOf, pagePolicy, policyOptionsFor } from "../../server/http/content-security-policy";
import { securityHeadersFor } from "../../server/http/security-headers";

export function writeStaticHostHeaders(buildDir: string, pageFiles: string[], scriptFiles: string[]): void {
  const env = parsePublicEnv(process.env);
  const options = policyOptionsFor(env);
  const injectedStyleSheets = scriptFiles.flatMap((file) => injectedStyleSheetsOf(readFileSync(file, "utf8")));
  const rule = (route: string, headers: Record<string, string>) =>
    [route, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  const pageRules = pageFiles.map((file) => {
    const route = `/${path.relative(buildDir, path.dirname(file)).split(path.sep).join("/")}`.replace(/\/$/, "") || "/";
    const policy = pagePolicy(inlineCodeOf(readFileSync(file, "utf8")), injectedStyleSheets, options);
    return rule(route, { "Content-Security-Policy": policy });
  });
  const everyFile = rule("/*", securityHeadersFor(env.PUBLIC_ORIGIN));
  writeFileSync(path.join(buildDir, "_headers"), `${[everyFile, ...pageRules].join("\n\n")}\n`);
}
