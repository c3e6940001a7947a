/**
 * Publishing from the back office as the coach does it, against the real server and a real
 * build: the issue is published, the old site serves while the renderer renders it under DATA_DIR
 * (decision 038), and the new page, archive and feed are served from the new build. A server killed
 * mid-render serves the old site on restart and renders again.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Draft, Regeneration } from "../../app/lib/newsletter-drafts";
import { type ServerProcess, startServer } from "../../scripts/support/server-process";
import { createDraft } from "../../server/newsletter/drafts-store";
import { startSession } from "../../server/sign-in/sessions";
import { readyIssue } from "../server/support/newsletter-issue";
import { openBuiltPglite } from "./support/built-database";

const coach = "coach@example.com";
const buildTimeoutMs = 600_000;
let dataDir: string;
let server: ServerProcess;
let cookie: string;
let draft: Draft;

/** Starts the server; given its port again, it is the same server restarted (its publishing folder is per port, decision 037). */
const start = (port?: number) =>
  startServer({ kind: "pglite", dataDir }, { port, env: { ADMIN_EMAILS: coach, PUBLIC_ORIGIN: "https://coach.example" } });
const get = (urlPath: string) => fetch(`${server.url}${urlPath}`);
const admin = (method: string, urlPath: string, body?: unknown) =>
  fetch(`${server.url}/admin/api${urlPath}`, {
    method,
    headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const regeneration = async () => (await (await admin("GET", "/site/regeneration")).json()) as Regeneration;

async function until<T>(check: () => Promise<T | undefined>, timeoutMs = buildTimeoutMs): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const pageOnceItSays = (urlPath: string, text: string) =>
  until(async () => {
    const response = await get(urlPath);
    const body = await response.text();
    return response.status === 200 && body.includes(text) ? body : undefined;
  });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "publish-"));
  const db = await openBuiltPglite(dataDir);
  cookie = `admin_session=${await startSession(db, coach)}`;
  draft = await createDraft(db, readyIssue);
  await db.close();
  server = await start();
}, 240_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("publishing an issue to the website", () => {
  it("previews the issue as the archive will show it: the site's own page, stylesheet and the sanitised article", async () => {
    const body = `<img src="/x.png" alt="x" onerror="alert(1)">\n\n${readyIssue.body}`;
    const response = await admin("POST", "/newsletter/preview", { ...readyIssue, body });
    const { webHtml, problems } = (await response.json()) as { webHtml: string; problems: unknown[] };
    expect(problems).toEqual([]);
    expect(webHtml).toMatch(/^<!DOCTYPE html>/);
    expect(webHtml).toContain(`<title>${readyIssue.title}</title>`);
    expect(webHtml).toMatch(/Issue (<!-- -->)?12<\/p><h1[^>]*>Twelve: The Interview After the Interview<\/h1>/);
    expect(webHtml).toContain(".prose-article");
    expect(webHtml).toContain("Every senior move has a quiet week in it.");
    expect(webHtml).not.toContain("onerror");
    expect(webHtml).toContain("Ready to Take the Next Step?");
  });

  it("serves the old site during the build, then the new issue's page, archive entry and feed item", async () => {
    expect((await get("/newsletter/issue-12")).status).toBe(404);
    const published = await admin("POST", `/newsletter/drafts/${draft.id}/publish`, { mode: "web" });
    expect(published.status).toBe(200);
    expect(((await published.json()) as { draft: Draft }).draft).toMatchObject({ number: 12, slug: "issue-12" });
    await until(async () => ((await regeneration()).state === "building" ? true : undefined), 60_000);
    expect((await get("/")).status).toBe(200);
    expect((await get("/newsletter/issue-12")).status).toBe(404);

    const page = await pageOnceItSays("/newsletter/issue-12", readyIssue.title);
    expect(page).toContain("Every senior move has a quiet week in it.");
    expect(await (await get("/newsletter")).text()).toContain('href="/newsletter/issue-12"');
    expect(await (await get("/newsletter/rss.xml")).text()).toContain("<link>https://coach.example/newsletter/issue-12</link>");
    expect(await regeneration()).toMatchObject({ state: "idle", reason: null });
  }, 900_000);

  it("after a kill mid-build, serves the old site on restart and publishes the change", async () => {
    const saved = await admin("PUT", `/newsletter/drafts/${draft.id}`, {
      ...readyIssue,
      title: "Twelve, revised",
      baseRevision: 1,
    });
    expect(saved.status).toBe(200);
    expect((await admin("POST", `/newsletter/drafts/${draft.id}/publish`, { mode: "web" })).status).toBe(200);
    await until(async () => ((await regeneration()).state === "building" ? true : undefined), 60_000);
    await server.kill();

    server = await start(Number(new URL(server.url).port));
    const beforeRebuild = await (await get("/newsletter/issue-12")).text();
    expect(beforeRebuild).toContain(readyIssue.title);
    await pageOnceItSays("/newsletter/issue-12", "Twelve, revised");
  }, 1_500_000);
});
