import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SettingChange, SiteSettingsScreen } from "../../app/admin/details/types";
import type { LaunchChecklist } from "../../app/admin/health/types";
import { resourcesSeed } from "../../app/content/resources";
import { sessionsSeed } from "../../app/content/sessions";
import { settingFields } from "../../app/content/site-settings";
import { linkMaxLength } from "../../app/content/site-settings-schema";
import { siteOf } from "../../server/settings/current";
import { launchCheck } from "../../server/settings/launch-check";
import { saveContent } from "../../server/settings/site-content-store";
import { defaultOf, savedSettings, saveSettings } from "../../server/settings/store";
import { openPglite } from "../../server/storage/db";
import { createTestDatabase, migratedPgliteFolder, onEachStore, type TestDatabase } from "./support/databases";
import { everyOwnSetting, everyOwnValue } from "./support/own-settings";
import { backOfficeApi, publishingCoach as coach, countedRebuilds, jsonOf, publishingApp } from "./support/publishing-app";
import { stubRenders } from "./support/stub-site";
import { sessionCookie, signedIn, suiteDatabase } from "./support/suite";

const newBooking = "https://cal.com/claire/career-sprint";

/** Her free resources with links of her own in place of every sample (decision 070: they are hers in Your site). */
const ownLibrary = {
  ...resourcesSeed,
  library: resourcesSeed.library.map((resource) => ({
    ...resource,
    linkedInUrl: resource.linkedInUrl && `https://www.linkedin.com/posts/her-own-${resource.id}`,
    articleUrl: resource.articleUrl && `https://www.linkedin.com/pulse/her-own-${resource.id}`,
    download: resource.download && `https://www.realcoach.example/${resource.id}.pdf`,
  })),
};

onEachStore("the coach's settings on %s", (kind) => {
  const test = suiteDatabase(kind, "public.site_settings, public.site_setting_changes, public.admin_sessions");
  const cookie = signedIn(test, coach);
  let app: ReturnType<typeof publishingApp>;
  const rebuilds = countedRebuilds();

  beforeEach(async () => {
    app = publishingApp(test.db, rebuilds.regenerate);
  });

  const call = backOfficeApi(() => app, cookie);
  const json = jsonOf;
  const shownValueOf = async (key: string) =>
    (await json<SiteSettingsScreen>(call("GET", "/settings"))).fields.find((field) => field.key === key)?.value;

  it("refuses every endpoint without a session, from another site, and to an address no longer in ADMIN_EMAILS", async () => {
    for (const [method, path] of [
      ["GET", "/settings"],
      ["GET", "/settings/launch"],
      ["PUT", "/settings"],
      ["POST", "/settings/changes/1/undo"],
    ] as const) {
      const response = await call(method, path, method === "GET" ? undefined : { values: {} }, {});
      expect(response.status).toBe(401);
      expect(await response.json()).toHaveProperty("message");
    }
    const foreign = await call(
      "PUT",
      "/settings",
      { values: { "prices.audit": "59" } },
      { Cookie: cookie(), Origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
    const formerCookie = await sessionCookie(test.db, "former-assistant@example.com");
    expect((await call("GET", "/settings", undefined, { Cookie: formerCookie })).status).toBe(401);
    expect(await savedSettings(test.db)).toEqual({});
  });

  it("refuses hostile and malformed values each with its message, saving nothing of the request", async () => {
    const response = await call("PUT", "/settings", {
      values: {
        "coach.name": "Claire\nBcc: everyone@example.com",
        "address.street": '"><script>alert(1)</script>',
        "links.linkedIn": "javascript:alert(1)",
        "links.auditCheckout": 'https://cal.com/x"><script>',
        "links.twoMinuteQuiz": "http://insecure.example/quiz",
        email: "not an address",
        "prices.audit": "-5",
        "prices.auditWas": "£149.5.0",
        "links.hiddenJobMarketQuiz": "https://quiz.example/claire/fine",
      },
    });
    expect(response.status).toBe(400);
    const { message, errors } = await json<{ message: string; errors: Record<string, string> }>(response);
    expect(message).toBe("Nothing was saved: 8 values need correcting (see beside each).");
    expect(errors["coach.name"]).toMatch(/one line/);
    expect(errors["address.street"]).toMatch(/without < or >/);
    for (const key of ["links.linkedIn", "links.auditCheckout", "links.twoMinuteQuiz"]) expect(errors[key]).toMatch(/https:\/\//);
    expect(errors.email).toMatch(/e-mail address/);
    expect(errors["prices.audit"]).toMatch(/amount in pounds/);
    expect(errors["prices.auditWas"]).toMatch(/such as 49 or 59.50/);
    expect(errors).not.toHaveProperty("links.hiddenJobMarketQuiz");
    expect(await savedSettings(test.db)).toEqual({});
    expect(rebuilds.started).toBe(0);
    expect((await call("PUT", "/settings", { values: { "brand.secret": "x" } })).status).toBe(400);
  });

  it("saves a change with who and when, rebuilds the site once, and the server's e-mails and /go/ links follow at once", async () => {
    const before = await shownValueOf("links.auditCheckout");
    const saved = await call("PUT", "/settings", { values: { "links.auditCheckout": newBooking, "prices.audit": " 59 " } });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      changed: ["links.auditCheckout", "prices.audit"],
      message: "Saved 2 changes. The website is being updated.",
    });
    expect(rebuilds.started).toBe(1);
    expect(await shownValueOf("links.auditCheckout")).toBe(newBooking);
    expect(await shownValueOf("prices.audit")).toBe("59");
    expect((await siteOf(test.db)).prices.audit).toBe(59);

    const { history } = await json<SiteSettingsScreen>(call("GET", "/settings"));
    expect(history.map(({ key, oldValue, newValue, changedBy }) => ({ key, oldValue, newValue, changedBy }))).toEqual([
      { key: "prices.audit", oldValue: String(defaultOf("prices.audit")), newValue: "59", changedBy: coach },
      {
        key: "links.auditCheckout",
        oldValue: defaultOf("links.auditCheckout"),
        newValue: newBooking,
        changedBy: coach,
      },
    ]);
    expect(before).not.toBe(newBooking);

    const go = await app.request("/go/audit-checkout?from=/services");
    expect(go.status).toBe(302);
    expect(go.headers.get("location")).toContain(newBooking);

    const again = await call("PUT", "/settings", { values: { "links.auditCheckout": newBooking } });
    expect(await again.json()).toMatchObject({ changed: [], message: "Nothing had changed, so nothing was saved." });
    expect(rebuilds.started).toBe(1);
  });

  it("undoes one change, not the others, and only while the value is still what that change saved", async () => {
    await call("PUT", "/settings", { values: { "links.auditCheckout": newBooking, "prices.audit": "59" } });
    const { history } = await json<SiteSettingsScreen>(call("GET", "/settings"));
    const bookingChange = history.find((change) => change.key === "links.auditCheckout") as SettingChange;

    const undone = await call("POST", `/settings/changes/${bookingChange.id}/undo`);
    expect(undone.status).toBe(200);
    expect(rebuilds.started).toBe(2);
    expect(await shownValueOf("links.auditCheckout")).toBe(defaultOf("links.auditCheckout"));
    expect(await shownValueOf("prices.audit")).toBe("59");
    const after = (await json<SiteSettingsScreen>(call("GET", "/settings"))).history;
    expect(after[0]).toMatchObject({
      key: "links.auditCheckout",
      oldValue: newBooking,
      newValue: defaultOf("links.auditCheckout"),
      undoes: bookingChange.id,
    });
    expect(after.find((change) => change.id === bookingChange.id)?.undone).toBe(true);
    expect((await call("POST", `/settings/changes/${bookingChange.id}/undo`)).status).toBe(409);

    const auditChange = history.find((change) => change.key === "prices.audit") as SettingChange;
    await call("PUT", "/settings", { values: { "prices.audit": "69" } });
    const stale = await call("POST", `/settings/changes/${auditChange.id}/undo`);
    expect(stale.status).toBe(409);
    expect((await stale.json()).message).toMatch(/changed again since/);
    expect((await call("POST", "/settings/changes/999999/undo")).status).toBe(404);
  });

  it("takes an id in a path only as plain decimal digits: 0x1, 1e0, 01 and oversized ids are no change (404 JSON), never change 1", async () => {
    await call("PUT", "/settings", { values: { "prices.audit": "59" } });
    const [change] = (await json<SiteSettingsScreen>(call("GET", "/settings"))).history;
    expect(change?.id).toBe(Number((await test.db.query("select min(id) as id from public.site_setting_changes"))[0]?.id));
    for (const id of ["0x1", "1e0", "01", " 1", "+1", "1.0", "99999999999999999999", "9".repeat(400)]) {
      const response = await call("POST", `/settings/changes/${encodeURIComponent(id)}/undo`);
      expect(response.status, id).toBe(404);
      expect(await response.json(), id).toHaveProperty("message");
    }
    expect(await shownValueOf("prices.audit")).toBe("59");
    expect(rebuilds.started).toBe(1);
  });

  it("tidies what a JSON client sends as the screen does: £210 is 210, cal.com/x is https://cal.com/x, and saves only the tidied value", async () => {
    const saved = await call("PUT", "/settings", {
      values: {
        "prices.auditWas": "£210",
        "links.auditCheckout": "cal.com/claire/sprint",
        email: " mailto:claire@realcoach.example ",
      },
    });
    expect(saved.status).toBe(200);
    expect(await savedSettings(test.db)).toEqual({
      "prices.auditWas": 210,
      "links.auditCheckout": "https://cal.com/claire/sprint",
      email: "claire@realcoach.example",
    });
    const { history } = await json<SiteSettingsScreen>(call("GET", "/settings"));
    expect(history.map((change) => change.newValue)).toEqual(
      expect.arrayContaining(["210", "https://cal.com/claire/sprint", "claire@realcoach.example"]),
    );
  });

  it("refuses a link longer than 2,048 characters, so /go/ never sends one on", async () => {
    const long = `https://cal.com/${"x".repeat(linkMaxLength)}`;
    const refused = await call("PUT", "/settings", { values: { "links.auditCheckout": long } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors["links.auditCheckout"]).toBe("Please keep links under 2,048 characters.");
    const go = await app.request("/go/audit-checkout");
    expect(go.headers.get("location")?.length ?? 0).toBeLessThan(linkMaxLength);
    const atTheLimit = `https://cal.com/${"x".repeat(linkMaxLength - "https://cal.com/".length)}`;
    expect((await call("PUT", "/settings", { values: { "links.auditCheckout": atTheLimit } })).status).toBe(200);
  });

  it("refuses control, format (bidi) and lone surrogate characters in every kind of setting, each with its reason", async () => {
    const values = {
      "links.auditCheckout": "https://book.example.com/claire\u007f",
      "links.linkedIn": "https://www.linkedin.com/in/claire\u0085",
      "coach.name": "Claire \u202eNosaj",
      "address.street": "1 High Street\ud800",
      email: "claire\u200b@example.com",
      "prices.audit": "49\u202c",
    };
    const response = await call("PUT", "/settings", { values });
    expect([response.status, response.headers.get("content-type")]).toEqual([400, "application/json"]);
    const { errors } = await json<{ errors: Record<string, string> }>(response);
    expect(Object.keys(errors).sort()).toEqual(Object.keys(values).sort());
    for (const message of Object.values(errors)) expect(message).toMatch(/invisible or control character/);
    expect(await savedSettings(test.db)).toEqual({});
  });

  it("never answers /go/ with a 500 for a stored address a redirect cannot carry: it leads nowhere (404) instead", async () => {
    // Saved before the rule above, or written straight into the table: Node refuses such a Location header.
    await test.db.query("insert into public.site_settings (key, value, updated_by) values ($1, $2, $3)", [
      "links.auditCheckout",
      "https://book.example.com/claire\u007f",
      coach,
    ]);
    const server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve(started as Server));
    });
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const name of ["audit-checkout"]) {
        const response = await fetch(`${origin}/go/${name}?from=/`, { redirect: "manual" });
        expect([name, response.status, response.headers.get("location")]).toEqual([name, 404, null]);
      }
      expect((await fetch(`${origin}/go/hidden-job-market-quiz`, { redirect: "manual" })).status).toBe(302);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("sets the city of her address: the site and its e-mails show it instead of London", async () => {
    const saved = await call("PUT", "/settings", { values: { "address.locality": "Islington", "address.city": "Manchester" } });
    expect(saved.status).toBe(200);
    expect((await siteOf(test.db)).address).toMatchObject({ locality: "Islington", city: "Manchester" });
    expect(await shownValueOf("address.city")).toBe("Manchester");
    const { history } = await json<SiteSettingsScreen>(call("GET", "/settings"));
    expect(history.find((change) => change.key === "address.city")).toMatchObject({ oldValue: "London", newValue: "Manchester" });
  });

  it("lists every sample on the launch checklist until each is replaced; check:launch's verdict follows the same values", async () => {
    const { samples } = await json<LaunchChecklist>(call("GET", "/settings/launch"));
    expect(samples.map((sample) => sample.key)).toEqual(
      expect.arrayContaining(["coach.name", "address.postcode", "links.auditCheckout"]),
    );
    expect(samples.map((sample) => sample.key)).not.toContain("prices.audit");
    expect(launchCheck("https://www.coach.example", await savedSettings(test.db), sessionsSeed).passes).toBe(false);

    const saved = await call("PUT", "/settings", { values: everyOwnValue() });
    expect(saved.status).toBe(200);
    expect((await json<LaunchChecklist>(call("GET", "/settings/launch"))).samples).toEqual([]);
    const herSessions = sessionsSeed.map((session) => ({ ...session, bookingUrl: `https://cal.com/claire/${session.id}` }));
    // Her free resources' sample links are hers to replace in Your site (decision 070): check:launch waits for them too.
    const withSampleLibrary = launchCheck("https://www.coach.example", await savedSettings(test.db), herSessions);
    expect(withSampleLibrary.samples.map((found) => found.path)).toContain("resources.ts: hidden-market-map.download");
    const check = launchCheck("https://www.coach.example", await savedSettings(test.db), herSessions, ownLibrary);
    expect(check).toMatchObject({ passes: true, samples: [] });
  });
});

describe("a save rebuilds the site with the settings in its content folder", () => {
  let test: TestDatabase;
  let dataDir: string;
  const builtWith: unknown[] = [];
  beforeAll(async () => {
    test = await createTestDatabase("pglite");
    dataDir = mkdtempSync(path.join(tmpdir(), "settings-regeneration-"));
  });
  afterAll(async () => {
    await test.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("renders when a setting changes, with the saved settings, and not again when nothing did", async () => {
    const regenerator = stubRenders(test.db, dataDir, (job) => builtWith.push(job.settings));
    regenerator.regenerate();
    await regenerator.settled();
    expect(builtWith).toEqual([]);
    await saveSettings(test.db, { "prices.audit": 59 }, coach);
    regenerator.regenerate();
    await regenerator.settled();
    expect(builtWith).toEqual([{ "prices.audit": 59 }]);
    regenerator.regenerate();
    await regenerator.settled();
    expect(builtWith).toHaveLength(1);
  });
});

describe("npm run check:launch with the embedded database in DATA_DIR", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = migratedPgliteFolder();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const checkLaunch = () =>
    promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/bench/check-launch.ts"], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PUBLIC_ORIGIN: "https://www.coach.example" },
    }).then(
      (done) => ({ status: 0, stdout: done.stdout }),
      (failed: { code: number; stdout: string }) => ({ status: failed.code, stdout: failed.stdout }),
    );

  it("fails while samples remain and passes once she has replaced every one in the back office", async () => {
    const first = await checkLaunch();
    expect(first.status).toBe(1);
    expect(first.stdout).toContain("The coach's settings: 0 saved");
    expect(first.stdout).toMatch(/sample values left: replace each at \/admin\/settings/);

    const reopened = await openPglite(dataDir);
    await saveSettings(reopened, everyOwnSetting(), coach);
    await saveContent(
      reopened,
      "sessions",
      sessionsSeed.map((each) => ({ ...each, bookingUrl: `https://cal.com/claire/${each.id}` })),
      coach,
    );
    await saveContent(reopened, "resources", ownLibrary, coach);
    await reopened.close();
    const second = await checkLaunch();
    expect(second.stdout).toContain(`The coach's settings: ${settingFields.length} saved`);
    expect(second.stdout).toContain("No sample values left");
    expect(second.status).toBe(0);
  });
});
