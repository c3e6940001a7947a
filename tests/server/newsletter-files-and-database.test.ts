import { copyFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { loadNewsletterIssues, newsletterFolder } from "../../app/content/newsletter.server";
import type { Draft } from "../../app/lib/newsletter-drafts";
import { testAppOptions } from "../../scripts/support/site-stub";
import { createDraft, listDrafts, publishDraftNow } from "../../server/newsletter/drafts-store";
import { seedIssues } from "../../server/newsletter/seed-issues";
import { shownIssues, siteContentOf } from "../../server/newsletter/site-content";
import { onEachStore } from "./support/databases";
import { readyIssue } from "./support/newsletter-issue";
import { publishingScreens } from "./support/publishing-app";

const fileIssues = loadNewsletterIssues(newsletterFolder, undefined);

/** A copy of the repository's issue files, changed by `change`: what a developer's later commit would hold. */
function seedFolder(change: (folder: string) => void): string {
  const folder = mkdtempSync(path.join(tmpdir(), "newsletter-"));
  cpSync(newsletterFolder, folder, { recursive: true });
  change(folder);
  return folder;
}

onEachStore("every newsletter issue as a row, the repository's files as their seed, on %s", (kind) => {
  const { test, cookie, app } = publishingScreens(
    kind,
    "public.newsletter_drafts, public.newsletter_draft_versions, public.newsletter_seed_refusals, public.admin_sessions",
  );

  const call = (method: string, urlPath: string, body?: unknown) =>
    app().request(`/admin/api/newsletter${urlPath}`, {
      method,
      headers: { "Content-Type": "application/json", Origin: testAppOptions.publicOrigin, Cookie: cookie() },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const rowOf = async (number: number) => {
    const row = (await listDrafts(test.db)).find((draft) => draft.number === number);
    if (!row) throw new Error(`No row of issue ${number}`);
    return row;
  };
  const built = async () => shownIssues(await siteContentOf(test.db));

  it("a data folder holds the repository's issues as published rows, shown as the repository's build shows them", async () => {
    const issues = await built();
    expect(issues).toEqual(fileIssues);
    expect(await rowOf(7)).toMatchObject({ number: 7, status: "published", publishDate: fileIssues[6]?.publishDate });
    // Every start gives the seed again: nothing more is written, and nothing is said.
    expect(await seedIssues(test.db)).toEqual([]);
    expect(await listDrafts(test.db)).toHaveLength(fileIssues.length);
  });

  it("edits one of the repository's issues: published, the coach's words replace the seed's page, same number and date, kept at the next start", async () => {
    const draft = await rowOf(3);
    const file = fileIssues[2];
    expect(draft).toMatchObject({ number: 3, slug: "issue-3", title: file?.title });

    await call("PUT", `/drafts/${draft.id}`, { ...draft, title: "Issue three, corrected by the coach", baseRevision: 1 });
    // Saved but not published: the page still shows the seed's words.
    expect((await built())[2]?.title).toBe(file?.title);
    const published = await call("POST", `/drafts/${draft.id}/publish`, { mode: "web" });
    expect(((await published.json()) as { draft: Draft }).draft).toMatchObject({ number: 3, status: "published" });

    const changedSeed = seedFolder((folder) => {
      const third = path.join(folder, "issue-3.md");
      writeFileSync(third, readFileSync(third, "utf8").replace(/^title: .*$/m, 'title: "A developer\'s new title"'));
    });
    expect(await seedIssues(test.db, changedSeed)).toEqual([]);
    const issues = await built();
    expect(issues).toHaveLength(fileIssues.length);
    expect(issues[2]).toMatchObject({ number: 3, title: "Issue three, corrected by the coach", publishDate: file?.publishDate });
    expect(issues[3]?.title).toBe(fileIssues[3]?.title);
    const newsletter = (await (await call("GET", "")).json()) as { issues: { number: number; origin: string }[] };
    expect(newsletter.issues.find((issue) => issue.number === 3)?.origin).toBe("edited-here");
    expect(newsletter.issues.find((issue) => issue.number === 4)?.origin).toBe("files");
  });

  it("an issue of the seed she never changed follows the developer's newer words at the next start", async () => {
    const changedSeed = seedFolder((folder) => {
      const fourth = path.join(folder, "issue-4.md");
      writeFileSync(fourth, readFileSync(fourth, "utf8").replace(/^title: .*$/m, 'title: "Issue four, as the developer put it"'));
    });
    expect(await seedIssues(test.db, changedSeed)).toEqual([
      "Issue 4 follows the repository's newer seed (she had not changed it).",
    ]);
    expect((await built())[3]).toMatchObject({ number: 4, title: "Issue four, as the developer put it" });
  });

  it("an old issue opened for editing previews and downloads as itself: its own number and date, not the next issue's and today's", async () => {
    const draft = await rowOf(5);
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

  it("a developer's new issue-12.md becomes issue 12 at the next start, and hers is numbered after it", async () => {
    const withTwelfth = seedFolder((folder) => copyFileSync("tests/fixtures/issue-12.md", path.join(folder, "issue-12.md")));
    expect(await seedIssues(test.db, withTwelfth)).toEqual(["Issue 12 started from the repository's seed."]);
    expect((await built()).at(-1)).toMatchObject({ number: 12, publishDate: "2025-06-12" });
    const coachs = await createDraft(test.db, readyIssue);
    expect(await publishDraftNow(test.db, coachs.id, "web", "2026-11-25")).toMatchObject({ number: 13 });
  });

  it("when a developer adds issue-12.md while the coach has an issue 12, hers stays, the start and Health say so, and numbers go on after both", async () => {
    const coachs = await createDraft(test.db, readyIssue);
    const today = "2026-11-25";
    expect(await publishDraftNow(test.db, coachs.id, "web", today)).toMatchObject({ number: 12 });

    const withTwelfth = seedFolder((folder) => copyFileSync("tests/fixtures/issue-12.md", path.join(folder, "issue-12.md")));
    const [line, ...more] = await seedIssues(test.db, withTwelfth);
    expect(more).toEqual([]);
    expect(line).toMatch(
      /^Issue 12 of the repository \("Pivot to Profit, Part 9: .*"\) was not added: she has published an issue 12 of her own/,
    );
    const issues = await built();
    expect(issues).toHaveLength(12);
    expect(issues[11]).toMatchObject({ number: 12, title: readyIssue.title, publishDate: today });

    const health = await app().request("/admin/api/health", { headers: { Cookie: cookie() } });
    const { skippedIssues } = (await health.json()) as { skippedIssues: { file: string; reason: string }[] };
    expect(skippedIssues).toEqual([
      {
        file: "issue-12.md",
        reason: expect.stringMatching(
          /^the repository's issue 12 \(.*\) was not added, because you had already published an issue 12/,
        ),
      },
    ]);

    const next = await createDraft(test.db, readyIssue);
    expect(await publishDraftNow(test.db, next.id, "web", today)).toMatchObject({ number: 13 });
    // Once the developer renumbers the file, the note goes.
    expect(await seedIssues(test.db)).toEqual([]);
    expect((await siteContentOf(test.db)).skipped).toEqual([]);
  });

  it("a data folder from before: an issue opened from its file and never published still shows the file's words, her draft kept", async () => {
    // As the previous version left it, migrated: issue 6 opened with Edit, saved, never published.
    await test.db.query("delete from public.newsletter_drafts where number = 6");
    const [row] = await test.db.query(
      `insert into public.newsletter_drafts (number, publish_date, title, summary, description, body, revision, seed_revision)
       values (6, $1, 'Her half-finished sixth', $2, $3, $4, 2, 0) returning id`,
      [fileIssues[5]?.publishDate, readyIssue.summary, readyIssue.description, readyIssue.body],
    );
    expect(await seedIssues(test.db)).toEqual([]);
    expect((await built())[5]).toEqual(fileIssues[5]);
    expect(await rowOf(6)).toMatchObject({ id: Number(row?.id), title: "Her half-finished sixth", revision: 2 });
    // Undisturbed by the next start.
    expect(await seedIssues(test.db)).toEqual([]);
    expect((await built())[5]).toEqual(fileIssues[5]);
  });

  it("lets the coach republish issues 1 to 4 as they are, ending with her sign-off", async () => {
    for (const number of [1, 2, 3, 4]) {
      const draft = await rowOf(number);
      expect(draft.body.trim().endsWith("[Book Your Strategy Session](/contact)")).toBe(false);
      const published = await call("POST", `/drafts/${draft.id}/publish`, { mode: "web" });
      expect(published.status, `issue ${number}`).toBe(200);
    }
    expect((await built()).slice(0, 4).map((issue) => issue.number)).toEqual([1, 2, 3, 4]);
  });

  it("skips a published issue the site cannot show, with its reason on Health and the Newsletter screen, which still answer", async () => {
    const twelfth = await createDraft(test.db, readyIssue);
    await publishDraftNow(test.db, twelfth.id, "web", "2026-11-25");
    const thirteenth = await createDraft(test.db, readyIssue);
    await publishDraftNow(test.db, thirteenth.id, "web", "2026-11-25");
    // A row written before the rules were checked when a schedule fell due: its published words have no title.
    await test.db.query("update public.newsletter_draft_versions set title = '' where draft_id = $1", [twelfth.id]);

    const content = await siteContentOf(test.db);
    expect(shownIssues(content).map((issue) => issue.number)).toEqual([...fileIssues.map((issue) => issue.number), 13]);
    expect(content.skipped).toEqual([{ file: "issue-12.md", reason: expect.stringMatching(/^invalid frontmatter\n\s+title:/) }]);

    const newsletter = await app().request("/admin/api/newsletter", { headers: { Cookie: cookie() } });
    expect(newsletter.status).toBe(200);
    const overview = (await newsletter.json()) as { issues: { number: number }[]; skippedIssues: unknown[] };
    expect(overview.issues[0]?.number).toBe(13);
    expect(overview.skippedIssues).toEqual(content.skipped);
    const health = await app().request("/admin/api/health", { headers: { Cookie: cookie() } });
    expect(health.status).toBe(200);
    expect(((await health.json()) as { skippedIssues: unknown[] }).skippedIssues).toEqual(content.skipped);
    expect((await call("GET", "/drafts")).status).toBe(200);
  });
});
