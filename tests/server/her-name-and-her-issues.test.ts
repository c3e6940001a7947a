/**
 * Issue 48 as the coach met it, after saving her own name in Your details: archive issues signed off with the sample
 * coach's name, her own issue listed as someone else's, and the Send screen, the e-mail and the page each reading the
 * issue from a different place. Every one of them now reads the one value of what the site says (decision 046).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, expect, it } from "vitest";
import type { NewsletterOverview } from "../../app/admin/newsletter/types";
import type { NewsletterIssue } from "../../app/content/newsletter.server";
import type { Draft } from "../../app/lib/newsletter-drafts";
import { saveSettings } from "../../server/settings/store";
import { onEachStore } from "./support/databases";
import { issueRow, readyIssue } from "./support/newsletter-issue";
import { backOfficeApi, publishingCoach as coach, jsonOf, publishingApp } from "./support/publishing-app";
import { stubRenders } from "./support/stub-site";
import { signedIn, suiteDatabase } from "./support/suite";

const herName = { "coach.name": "Priya Raman", "coach.firstName": "Priya" };
type Edition = { subject: string; html: string; text: string };
type Preview = { webHtml: string; emailHtml: string };

onEachStore("her name and her issues, from one value, on %s", (kind) => {
  const test = suiteDatabase(
    kind,
    "public.newsletter_drafts, public.newsletter_draft_versions, public.site_settings, public.site_setting_changes, public.admin_sessions",
  );
  const cookie = signedIn(test, coach);
  let app: ReturnType<typeof publishingApp>;
  let dataDir: string;

  afterAll(async () => {
    await test.db.query("truncate public.site_settings, public.site_setting_changes");
  });
  beforeEach(async () => {
    await saveSettings(test.db, herName, coach);
    app = publishingApp(test.db);
    dataDir = mkdtempSync(path.join(tmpdir(), "one-value-"));
    handed = [];
    return () => rmSync(dataDir, { recursive: true, force: true });
  });

  const call = backOfficeApi(() => app, cookie);
  const newsletter = (tail = "") => call("GET", `/newsletter${tail}`);

  /** The issues the live pages were rendered from: what the last render handed its renderer (none when nothing changed). */
  let handed: NewsletterIssue[] = [];
  async function renderedIssues(): Promise<NewsletterIssue[]> {
    const render = stubRenders(test.db, dataDir, (job) => {
      handed = job.newsletterIssues;
    });
    render.regenerate();
    await render.settled();
    return handed;
  }

  async function publish(draft: Draft) {
    const published = await call("POST", `/newsletter/drafts/${draft.id}/publish`, { mode: "web" });
    expect(published.status).toBe(200);
  }

  it("signs archive issue 3 off with her saved name in its e-mail, its draft's previews and its page; Edit keeps the placeholder", async () => {
    const edition = await jsonOf<Edition>(newsletter("/3/preview"));
    expect(edition.text).toMatch(/\bPriya\b/);
    expect(`${edition.html}${edition.text}`).not.toContain("Claire");

    const draft = await issueRow(test.db, 3);
    expect(draft.body.trim().endsWith("{{coach.firstName}}")).toBe(true);
    expect(draft.body).not.toContain("Claire");
    const preview = await jsonOf<Preview>(call("POST", "/newsletter/preview", { ...draft, draftId: draft.id }));
    for (const html of [preview.webHtml, preview.emailHtml]) {
      expect(html).toMatch(/>Priya</);
      expect(html).not.toContain("Claire");
    }

    await publish(draft);
    const page = (await renderedIssues()).find((issue) => issue.number === 3);
    expect(page?.html).toContain("<p>Priya</p>");
    expect(page?.html).not.toContain("Claire");
    const republished = await jsonOf<Edition>(newsletter("/3/preview"));
    expect(republished.text).toMatch(/\bPriya\b/);
    expect(republished.text).not.toContain("Claire");
  });

  it("lists her issue as written here once published, an edited file as edited here, the others as the site's files", async () => {
    const { draft } = await jsonOf<{ draft: Draft }>(call("POST", "/newsletter/drafts", readyIssue));
    await publish(draft);
    const third = await issueRow(test.db, 3);
    // Published again as it was, it is still the site's file.
    await publish(third);
    expect((await jsonOf<NewsletterOverview>(newsletter())).issues.find((issue) => issue.number === 3)?.origin).toBe("files");
    const edited = await jsonOf<{ draft: Draft }>(
      call("PUT", `/newsletter/drafts/${third.id}`, {
        ...third,
        title: "Issue three, in her words",
        baseRevision: third.revision,
      }),
    );
    await publish(edited.draft);

    const { issues } = await jsonOf<NewsletterOverview>(newsletter());
    const originOf = (number: number) => issues.find((issue) => issue.number === number)?.origin;
    expect(originOf(12)).toBe("written-here");
    expect(originOf(3)).toBe("edited-here");
    expect(originOf(5)).toBe("files");
  });

  it("shows the same words on the Send screen, in the e-mail and on the page after a publish, an edit and a republish", async () => {
    const { draft } = await jsonOf<{ draft: Draft }>(
      call("POST", "/newsletter/drafts", { ...readyIssue, title: "The first words" }),
    );
    await publish(draft);

    async function shownEverywhere() {
      const overview = await jsonOf<NewsletterOverview>(newsletter());
      const health = await jsonOf<{ skippedIssues: unknown[] }>(call("GET", "/health"));
      const edition = await jsonOf<Edition>(newsletter("/12/preview"));
      const page = (await renderedIssues()).find((issue) => issue.number === 12);
      expect(health.skippedIssues).toEqual(overview.skippedIssues);
      return {
        sendScreen: overview.issues.find((issue) => issue.number === 12)?.title,
        email: edition.subject,
        emailWords: edition.text.includes("A later thought."),
        page: page?.title,
        pageWords: page?.html.includes("A later thought.") ?? false,
      };
    }
    const first = { sendScreen: "The first words", email: "The first words", page: "The first words" };
    expect(await shownEverywhere()).toEqual({ ...first, emailWords: false, pageWords: false });

    const edited = { ...readyIssue, title: "The words edited", body: `A later thought.\n\n${readyIssue.body}` };
    const { draft: live } = await jsonOf<{ draft: Draft }>(call("GET", `/newsletter/drafts/${draft.id}`));
    const saved = await call("PUT", `/newsletter/drafts/${draft.id}`, { ...edited, baseRevision: live.revision });
    expect(saved.status).toBe(200);
    // Saved, not yet published: the site and its e-mail still say what went live.
    expect(await shownEverywhere()).toEqual({ ...first, emailWords: false, pageWords: false });

    await publish(draft);
    const second = { sendScreen: "The words edited", email: "The words edited", page: "The words edited" };
    expect(await shownEverywhere()).toEqual({ ...second, emailWords: true, pageWords: true });
  });
});
