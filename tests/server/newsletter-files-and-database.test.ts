import { copyFileSync, cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { loadNewsletterIssues, newsletterFolder } from "../../app/content/newsletter.server";
import type { Draft } from "../../app/lib/newsletter-drafts";
import { testAppOptions } from "../../scripts/support/site-stub";
import { createDraft, publishDraftNow, publishedIssues } from "../../server/newsletter/drafts-store";
import { shownIssues, siteContentFrom, siteContentOf } from "../../server/newsletter/site-content";
import { onEachStore, type TestDatabase } from "./support/databases";
import { readyIssue } from "./support/newsletter-issue";
import { publishingScreens } from "./support/publishing-app";

const fileIssues = loadNewsletterIssues(newsletterFolder, undefined);

/** The issues a render on the server is handed: this repository's files (or `files`) and what the database published. */
async function builtIssues(test: TestDatabase, files = newsletterFolder) {
  return shownIssues(siteContentFrom({}, await publishedIssues(test.db), {}, files));
}

onEachStore("issue files and the back office's issues together on %s", (kind) => {
  const { test, cookie, app } = publishingScreens(
    kind,
    "public.newsletter_drafts, public.newsletter_draft_versions, public.admin_sessions",
  );

  const call = (method: string, urlPath: string, body?: unknown) =>
    app().request(`/admin/api/newsletter${urlPath}`, {
      method,
      headers: { "Content-Type": "application/json", Origin: testAppOptions.publicOrigin, Cookie: cookie() },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it("edits one of the repository's issues: published, the coach's words replace the file's page, same number and date", async () => {
    const opened = await call("POST", "/drafts/from-file/3");
    expect(opened.status).toBe(201);
    const { draft } = (await opened.json()) as { draft: Draft };
    const file = fileIssues[2];
    expect(draft).toMatchObject({ number: 3, slug: "issue-3", title: file?.title, status: "draft" });
    expect((await call("POST", "/drafts/from-file/3")).status).toBe(409);
    expect(await builtIssues(test).then((issues) => issues[2]?.title)).toBe(file?.title);

    await call("PUT", `/drafts/${draft.id}`, { ...draft, title: "Issue three, corrected by the coach", baseRevision: 1 });
    const published = await call("POST", `/drafts/${draft.id}/publish`, { mode: "web" });
    expect(((await published.json()) as { draft: Draft }).draft).toMatchObject({ number: 3, status: "published" });

    const issues = await builtIssues(test);
    expect(issues).toHaveLength(fileIssues.length);
    expect(issues[2]).toMatchObject({ number: 3, title: "Issue three, corrected by the coach", publishDate: file?.publishDate });
    expect(issues[3]?.title).toBe(fileIssues[3]?.title);
  });

  it("an old issue opened for editing previews and downloads as itself: its own number and date, not the next issue's and today's", async () => {
    const { draft } = (await (await call("POST", "/drafts/from-file/5")).json()) as { draft: Draft };
    expect(draft).toMatchObject({ number: 5, publishDate: "2025-05-08" });
    const preview = (await (await call("POST", "/preview", { ...draft, draftId: draft.id })).json()) as Record<string, string>;
    expect(preview.webHtml).toContain('Issue 5 · <time dateTime="2025-05-08">8 May 2025</time>');
    expect(preview.emailHtml).toMatch(/Issue (<!-- -->)?5(<!-- -->)? ·/);
    expect(preview.emailHtml).not.toMatch(/Issue (<!-- -->)?12/);

    const download = await call("GET", `/drafts/${draft.id}/markdown`);
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="issue-5.md"');
    expect(await download.text()).toMatch(/^---\nnumber: 5\n[\s\S]*publishDate: "?2025-05-08"?\n---/);

    expect((await call("POST", "/preview", { ...draft, draftId: 999_999 })).status).toBe(404);
  });

  it("when a developer adds issue-12.md while the coach has an issue 12, the coach's stays and numbers go on after both", async () => {
    const coachs = await createDraft(test.db, readyIssue);
    const today = "2026-11-25";
    expect(await publishDraftNow(test.db, coachs.id, "web", fileIssues.length, today)).toMatchObject({ number: 12 });

    const withDevelopersTwelfth = mkdtempSync(path.join(tmpdir(), "newsletter-"));
    cpSync(newsletterFolder, withDevelopersTwelfth, { recursive: true });
    copyFileSync("tests/fixtures/issue-12.md", path.join(withDevelopersTwelfth, "issue-12.md"));
    const issues = await builtIssues(test, withDevelopersTwelfth);
    expect(issues).toHaveLength(12);
    expect(issues[11]).toMatchObject({ number: 12, title: readyIssue.title, publishDate: today });

    const next = await createDraft(test.db, readyIssue);
    expect(await publishDraftNow(test.db, next.id, "web", 12, today)).toMatchObject({ number: 13 });
    const developersThirteenth = await createDraft(test.db, readyIssue);
    expect(await publishDraftNow(test.db, developersThirteenth.id, "web", 14, today)).toMatchObject({ number: 15 });
  });

  it("lets the coach republish issues 1 to 4 as they are, ending with her sign-off", async () => {
    for (const number of [1, 2, 3, 4]) {
      const { draft } = (await (await call("POST", `/drafts/from-file/${number}`)).json()) as { draft: Draft };
      expect(draft.body.trim().endsWith("[Book Your Strategy Session](/contact)")).toBe(false);
      const published = await call("POST", `/drafts/${draft.id}/publish`, { mode: "web" });
      expect(published.status, `issue ${number}`).toBe(200);
    }
    expect((await builtIssues(test)).slice(0, 4).map((issue) => issue.number)).toEqual([1, 2, 3, 4]);
  });

  it("skips a published issue the site cannot show, with its reason on Health and the Newsletter screen, which still answer", async () => {
    const twelfth = await createDraft(test.db, readyIssue);
    await publishDraftNow(test.db, twelfth.id, "web", fileIssues.length, "2026-11-25");
    const thirteenth = await createDraft(test.db, readyIssue);
    await publishDraftNow(test.db, thirteenth.id, "web", fileIssues.length, "2026-11-25");
    // A row written before the rules were checked when a schedule fell due: its published words have no title.
    await test.db.query("update public.newsletter_draft_versions set title = '' where draft_id = $1", [twelfth.id]);

    const built = await siteContentOf(test.db);
    expect(shownIssues(built).map((issue) => issue.number)).toEqual([...fileIssues.map((issue) => issue.number), 13]);
    expect(built.skipped).toEqual([{ file: "issue-12.md", reason: expect.stringMatching(/^invalid frontmatter\n\s+title:/) }]);

    const newsletter = await app().request("/admin/api/newsletter", { headers: { Cookie: cookie() } });
    expect(newsletter.status).toBe(200);
    const overview = (await newsletter.json()) as { issues: { number: number }[]; skippedIssues: unknown[] };
    expect(overview.issues[0]?.number).toBe(13);
    expect(overview.skippedIssues).toEqual(built.skipped);
    const health = await app().request("/admin/api/health", { headers: { Cookie: cookie() } });
    expect(health.status).toBe(200);
    expect(((await health.json()) as { skippedIssues: unknown[] }).skippedIssues).toEqual(built.skipped);
    expect((await call("GET", "/drafts")).status).toBe(200);
  });
});
