import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { backOfficeBodyLimitOf } from "../../server/admin/body-limits";
import { maxBodyBytes } from "../../server/http/request-body";
import { webhookMaxBytes } from "../../server/sales/webhooks";

const caddyfile = readFileSync("deploy/Caddyfile", "utf8");
const units: Record<string, number> = { KiB: 1024, MiB: 1024 ** 2, KB: 1000, MB: 1000 ** 2 };

/** Each named matcher of the Caddyfile: its paths, whether it is their negation, and its request_body cap in bytes. */
const caps = [...caddyfile.matchAll(/^\s*@(\w+) (not )?path (.+)$/gm)].map(([, name, not, paths = ""]) => {
  const size = new RegExp(`request_body @${name} \\{\\s*max_size (\\d+)(\\w+)`).exec(caddyfile);
  const globs = paths.split(" ").map((glob) => new RegExp(`^${glob.replaceAll("*", ".*")}$`));
  return { name, not: Boolean(not), globs, bytes: Number(size?.[1]) * (units[size?.[2] ?? ""] ?? Number.NaN) };
});

/** The cap Caddy puts on a body sent to `path`: that of the one matcher that matches it. */
function caddyCapOf(path: string): number[] {
  return caps.filter((cap) => cap.globs.some((glob) => glob.test(path)) !== cap.not).map((cap) => cap.bytes);
}

describe("deploy/Caddyfile's body caps", () => {
  it.each([
    ["/admin/api/newsletter/images", backOfficeBodyLimitOf("/admin/api/newsletter/images")],
    ["/admin/api/subscribers/import", backOfficeBodyLimitOf("/admin/api/subscribers/import")],
    ["/admin/api/newsletter/drafts/12", backOfficeBodyLimitOf("/admin/api/newsletter/drafts/12")],
    ["/admin/api/newsletter/preview", backOfficeBodyLimitOf("/admin/api/newsletter/preview")],
    ["/admin/api/welcome-email", backOfficeBodyLimitOf("/admin/api/welcome-email")],
    ["/admin/api/settings", backOfficeBodyLimitOf("/admin/api/settings")],
    ["/rest/v1/contact_messages", maxBodyBytes],
    ["/forms/contact", maxBodyBytes],
    ["/webhooks/stripe", webhookMaxBytes],
  ])("let a body the server takes at %s (%i bytes) reach it, under one cap", (path, serverLimit) => {
    const [cap, ...more] = caddyCapOf(path);
    expect(more).toEqual([]);
    expect(cap).toBeGreaterThan(serverLimit);
    expect(cap).toBeLessThanOrEqual(Math.max(serverLimit * 4, 96 * 1024));
  });
});
