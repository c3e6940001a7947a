import { expect, it } from "vitest";
import { seedIssuesIn } from "../../app/content/newsletter.server";
import type { Draft, DraftFields, Problem, Regeneration } from "../../app/lib/newsletter-drafts";
import { testAppOptions } from "../../scripts/support/site-stub";
import { onEachStore } from "./support/databases";
import { readyIssue } from "./support/newsletter-issue";
import { countedRebuilds, idleRegeneration as idle, jsonOf, publishingScreens } from "./support/publishing-app";

onEachStore("the coach's newsletter drafts on %s", (kind) => {
  const rebuilds = countedRebuilds();
  const { test, cookie, app, call } = publishingScreens(
    kind,
    "public.newsletter_drafts, public.newsletter_draft_versions, public.admin_sessions",
    rebuilds.regenerate,
  );
  const json = jsonOf;

  async function newDraft(fields: Partial<DraftFields> = {}) {
    const response = await call("POST", "/newsletter/drafts", { title: "", summary: "", description: "", body: "", ...fields });
    expect(response.status).toBe(201);
    return (await response.json()).draft as Draft;
  }

  it("refuses every endpoint without a session, and a change from another site", async () => {
    for (const [method, path] of [
      ["GET", "/newsletter/drafts"],
      ["POST", "/newsletter/preview"],
      ["GET", "/site/regeneration"],
    ] as const) {
      expect((await call(method, path, method === "GET" ? undefined : readyIssue, {})).status).toBe(401);
    }
    const foreign = await call("POST", "/newsletter/drafts", readyIssue, { Cookie: cookie(), Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
  });

  it("keeps a new issue, lists it newest first and saves each change as a new revision", async () => {
    const first = await newDraft({ title: "First" });
    const second = await newDraft({ title: "Second" });
    expect(first).toMatchObject({ status: "draft", number: null, slug: null, revision: 1 });
    const { drafts } = await json<{ drafts: Draft[] }>(call("GET", "/newsletter/drafts"));
    // Before the repository's issues, which are dated as their pages are.
    expect(drafts.map((draft) => draft.title).slice(0, 3)).toEqual(["Second", "First", seedIssuesIn().at(-1)?.title]);

    const saved = await json<{ draft: Draft }>(
      call("PUT", `/newsletter/drafts/${second.id}`, { ...readyIssue, baseRevision: 1 }),
    );
    expect(saved.draft).toMatchObject({ title: readyIssue.title, revision: 2 });
  });

  it("answers a save from a stale revision with a conflict holding the other tab's words, and keeps them", async () => {
    const draft = await newDraft();
    const firstTab = await call("PUT", `/newsletter/drafts/${draft.id}`, {
      ...readyIssue,
      title: "From tab one",
      baseRevision: 1,
    });
    expect(firstTab.status).toBe(200);
    const secondTab = await call("PUT", `/newsletter/drafts/${draft.id}`, {
      ...readyIssue,
      title: "From tab two",
      baseRevision: 1,
    });
    expect(secondTab.status).toBe(409);
    const conflict = await secondTab.json();
    expect(conflict).toMatchObject({ code: "conflict", draft: { title: "From tab one", revision: 2 } });
    expect(conflict.message).toMatch(/another window/);
    const { draft: kept } = await json<{ draft: Draft }>(call("GET", `/newsletter/drafts/${draft.id}`));
    expect(kept.title).toBe("From tab one");
  });

  it("keeps the last 20 versions, each of which can be read back whole", async () => {
    const draft = await newDraft({ title: "Version 1" });
    for (let revision = 1; revision < 25; revision += 1) {
      await call("PUT", `/newsletter/drafts/${draft.id}`, {
        ...readyIssue,
        title: `Version ${revision + 1}`,
        baseRevision: revision,
      });
    }
    const { versions } = await json<{ versions: { revision: number; title: string }[] }>(
      call("GET", `/newsletter/drafts/${draft.id}`),
    );
    expect(versions).toHaveLength(20);
    expect(versions[0]).toMatchObject({ revision: 25, title: "Version 25" });
    expect(versions.at(-1)?.revision).toBe(6);
    const { version } = await json<{ version: DraftFields }>(call("GET", `/newsletter/drafts/${draft.id}/versions/10`));
    expect(version).toMatchObject({ title: "Version 10", body: readyIssue.body });
    expect((await call("GET", `/newsletter/drafts/${draft.id}/versions/5`)).status).toBe(404);
  });

  it("refuses a body that is not the fields, with a 400 naming them", async () => {
    const response = await call("POST", "/newsletter/drafts", { title: 12 });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/title/);
    const draft = await newDraft();
    expect((await call("PUT", `/newsletter/drafts/${draft.id}`, readyIssue)).status).toBe(400);
    expect((await call("PUT", "/newsletter/drafts/999999", { ...readyIssue, baseRevision: 1 })).status).toBe(404);
  });

  it("previews an issue with only what would break its page or e-mail, beside each field: its length and ending are hers", async () => {
    const preview = await json<{ webHtml: string; emailHtml: string; emailBytes: number; problems: Problem[] }>(
      call("POST", "/newsletter/preview", {
        title: "",
        summary: "Fine.",
        description: "Too short.",
        body: "Only a few words, a [broken link](javascript:alert(1)) and ![](/newsletter/images/x.png).",
      }),
    );
    const byField = (field: string) => preview.problems.filter((problem) => problem.field === field).map((p) => p.message);
    expect(byField("title")).toEqual(["Please give the issue a title."]);
    expect(byField("description")).toEqual([]);
    expect(byField("summary")).toEqual([]);
    expect(byField("body")).toEqual([
      expect.stringMatching(/"broken link" goes to "javascript:alert\(1\)", which is not a web address/),
      expect.stringMatching(/^The image \/newsletter\/images\/x.png needs a description/),
    ]);
    expect(preview.emailHtml).toContain("Only a few words");
    expect(preview.emailBytes).toBe(Buffer.byteLength(preview.emailHtml));

    const ready = await json<{ problems: Problem[]; webHtml: string }>(call("POST", "/newsletter/preview", readyIssue));
    expect(ready.problems).toEqual([]);
    expect(ready.webHtml).toContain(readyIssue.title);
  });

  it("holds back an article linking to the back office in full on the site's own address, with the reason beside it", async () => {
    const address = `${testAppOptions.publicOrigin}/admin/inbox`;
    const body = `${readyIssue.body}\n\nSee [my inbox](${address}).`;
    const { problems } = await json<{ problems: Problem[] }>(call("POST", "/newsletter/preview", { ...readyIssue, body }));
    expect(problems).toEqual([
      {
        field: "body",
        message: `The link "my inbox" goes to "${address}", a screen of the back office that readers cannot open: link to a page of the site instead.`,
      },
    ]);
  });

  it("refuses an article nested 5,000 quotes deep, 5,000 * or _ each side of a word, and NUL characters with the reason beside the field, never a 500", async () => {
    const deep = { ...readyIssue, body: `${">".repeat(5000)} Quoted.\n\n${readyIssue.body}` };
    const preview = await call("POST", "/newsletter/preview", deep);
    expect(preview.status).toBe(400);
    expect((await preview.json()).problems).toEqual([
      { field: "body", message: "The article nests quotes or lists 5000 levels deep; please keep it to 20 levels at most." },
    ]);
    const draft = await newDraft(readyIssue);
    const saved = await call("PUT", `/newsletter/drafts/${draft.id}`, { ...deep, baseRevision: draft.revision });
    expect(saved.status).toBe(400);
    expect((await call("POST", "/newsletter/preview", { ...readyIssue, body: "- a\n".repeat(3) })).status).toBe(200);

    // 5,000 * each side of a word overflowed the parser's stack (a 500); 50,000 held the site for 5.5 s.
    for (const mark of ["*", "_"]) {
      const run = mark.repeat(5000);
      const bold = { ...readyIssue, body: `${readyIssue.body}\n\n${run}word${run}` };
      const refused = await call("POST", "/newsletter/preview", bold);
      expect(refused.status).toBe(400);
      expect((await refused.json()).problems).toEqual([
        {
          field: "body",
          message:
            "The article nests bold or italic 2500 levels deep (5,000 * or _ in a row beside a word); please keep it to 20 levels at most.",
        },
      ]);
      expect((await call("PUT", `/newsletter/drafts/${draft.id}`, { ...bold, baseRevision: draft.revision })).status).toBe(400);
    }
    const deepWelcome = await call("POST", "/welcome-email/preview", {
      subject: "Welcome",
      body: `${"*".repeat(5000)}word${"*".repeat(5000)}`,
    });
    expect([deepWelcome.status, (await deepWelcome.json()).errors]).toEqual([
      400,
      {
        body: "Please correct the e-mail: the article nests bold or italic 2500 levels deep (5,000 * or _ in a row beside a word); please keep it to 20 levels at most.",
      },
    ]);
    const asPeopleWrite = `${readyIssue.body}\n\n***Bold italic*** and __bold__.\n\n${"*".repeat(60)}\n\nYour answer: ${"_".repeat(60)}`;
    expect((await call("POST", "/newsletter/preview", { ...readyIssue, body: asPeopleWrite })).status).toBe(200);

    const withNul = { ...readyIssue, title: "Soft\u0000break", body: `${readyIssue.body}\u0000` };
    for (const answer of [
      await call("POST", "/newsletter/drafts", withNul),
      await call("PUT", `/newsletter/drafts/${draft.id}`, { ...withNul, baseRevision: draft.revision }),
      await call("POST", "/newsletter/preview", withNul),
    ]) {
      expect(answer.status).toBe(400);
      expect((await answer.json()).problems.map((problem: Problem) => problem.field)).toEqual(["title", "body"]);
    }
  });

  it("saves a title holding a tab, control or direction character but says why beside it, and will not publish it", async () => {
    const draft = await newDraft(readyIssue);
    let revision = draft.revision;
    const reason =
      "The title holds a line break or an invisible control character (often pasted along with it): please type it again on one line.";
    for (const title of ["Career\tmoves", "Career\u0001moves", "Career \u202emoves", "Career\u0085moves"]) {
      const saved = await json<{ draft: Draft; problems: Problem[] }>(
        call("PUT", `/newsletter/drafts/${draft.id}`, { ...readyIssue, title, baseRevision: revision }),
      );
      revision = saved.draft.revision;
      expect([saved.draft.title, saved.problems]).toEqual([title, [{ field: "title", message: reason }]]);
    }
    const publish = await call("POST", `/newsletter/drafts/${draft.id}/publish`, { mode: "web" });
    expect(publish.status).toBe(400);
    expect((await publish.json()).problems).toEqual([{ field: "title", message: reason }]);
  });

  it("gives each signed-in JSON route its own body limit: 413 beyond it, a full article still taken", async () => {
    const send = (path: string, body: string, headers: Record<string, string> = {}) =>
      app().request(`/admin/api${path}`, {
        method: "PUT",
        headers: { "Content-Type": "application/json", Origin: "http://localhost:3000", Cookie: cookie(), ...headers },
        body,
      });
    const twentyMegabytes = "x".repeat(20 * 1024 * 1024);
    for (const path of ["/settings", "/welcome-email", "/newsletter/drafts/1"]) {
      const refused = await send(path, twentyMegabytes);
      expect(refused.status).toBe(413);
      expect((await refused.json()).message).toMatch(/^The request is larger than this address takes/);
    }
    const declared = await send("/settings", "{}", { "Content-Length": String(300 * 1024 * 1024) });
    expect(declared.status).toBe(413);

    const draft = await newDraft(readyIssue);
    const fullArticle = { ...readyIssue, body: `${readyIssue.body}\n\n${"é".repeat(150_000)}`, baseRevision: draft.revision };
    expect((await send(`/newsletter/drafts/${draft.id}`, JSON.stringify(fullArticle))).status).toBe(200);
  });

  it("gives the Markdown file a developer would commit", async () => {
    const draft = await newDraft(readyIssue);
    const response = await call("GET", `/newsletter/drafts/${draft.id}/markdown`);
    expect(response.headers.get("content-type")).toMatch(/^text\/markdown/);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="issue-12.md"');
    const text = await response.text();
    expect(text).toMatch(/^---\nnumber: 12\ntitle: "?Twelve: The Interview After the Interview"?\n/);
    expect(text).toContain(`description: ${readyIssue.description}`);
    expect(text).toMatch(/publishDate: "?\d{4}-\d{2}-\d{2}"?\n---\n\nEvery senior move/);
  });

  it("refuses to publish an issue the site would refuse, naming the problems, and keeps it a draft", async () => {
    const draft = await newDraft({ ...readyIssue, title: "" });
    const response = await call("POST", `/newsletter/drafts/${draft.id}/publish`, { mode: "web" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "problems", problems: [{ field: "title" }] });
    expect(rebuilds.started).toBe(0);
    const { draft: kept } = await json<{ draft: Draft }>(call("GET", `/newsletter/drafts/${draft.id}`));
    expect(kept).toMatchObject({ status: "draft", number: null, body: readyIssue.body });
  });

  it("publishes with the number after the repository's issues, which later publishing never changes", async () => {
    const draft = await newDraft(readyIssue);
    const answer = await json<{ draft: Draft; regeneration: Regeneration }>(
      call("POST", `/newsletter/drafts/${draft.id}/publish`, { mode: "web" }),
    );
    expect(answer.draft).toMatchObject({ status: "published", number: 12, slug: "issue-12" });
    expect(answer.regeneration.state).toBe("building");
    expect(rebuilds.started).toBe(1);

    await call("PUT", `/newsletter/drafts/${draft.id}`, { ...readyIssue, title: "Twelve, revised", baseRevision: 1 });
    const again = await json<{ draft: Draft }>(call("POST", `/newsletter/drafts/${draft.id}/publish`, { mode: "web" }));
    expect(again.draft).toMatchObject({ number: 12, title: "Twelve, revised", publishedAt: answer.draft.publishedAt });
    const next = await newDraft(readyIssue);
    const thirteenth = await json<{ draft: Draft }>(call("POST", `/newsletter/drafts/${next.id}/publish`, { mode: "web" }));
    expect(thirteenth.draft.number).toBe(13);
  });

  it("schedules an issue, moves and cancels the schedule, and refuses a time that has passed", async () => {
    const draft = await newDraft(readyIssue);
    const past = await call("POST", `/newsletter/drafts/${draft.id}/publish`, { mode: "web", at: "2020-01-01T09:00:00Z" });
    expect(past.status).toBe(400);
    expect((await past.json()).message).toMatch(/That time has passed/);

    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const later = new Date(Date.now() + 7_200_000).toISOString();
    const scheduled = await json<{ draft: Draft }>(
      call("POST", `/newsletter/drafts/${draft.id}/publish`, { mode: "web", at: soon }),
    );
    expect(scheduled.draft).toMatchObject({ status: "scheduled", scheduledFor: soon, scheduledMode: "web", number: null });
    const moved = await json<{ draft: Draft }>(
      call("POST", `/newsletter/drafts/${draft.id}/publish`, { mode: "web", at: later }),
    );
    expect(moved.draft.scheduledFor).toBe(later);
    expect(rebuilds.started).toBe(0);

    const cancelled = await json<{ draft: Draft }>(call("DELETE", `/newsletter/drafts/${draft.id}/schedule`));
    expect(cancelled.draft).toMatchObject({ status: "draft", scheduledFor: null, scheduledMode: null });
    expect((await call("DELETE", `/newsletter/drafts/${draft.id}/schedule`)).status).toBe(409);
  });

  it("discards a draft started by mistake, with its versions, and keeps one scheduled or on the website", async () => {
    const before = (await json<{ drafts: Draft[] }>(call("GET", "/newsletter/drafts"))).drafts;
    const opened = await newDraft(readyIssue);
    expect((await call("DELETE", `/newsletter/drafts/${opened.id}`)).status).toBe(200);
    expect((await json<{ drafts: Draft[] }>(call("GET", "/newsletter/drafts"))).drafts).toEqual(before);
    expect(await test.db.query("select 1 from public.newsletter_draft_versions where draft_id = $1", [opened.id])).toEqual([]);

    const scheduled = await newDraft(readyIssue);
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    await call("POST", `/newsletter/drafts/${scheduled.id}/publish`, { mode: "web", at: soon });
    const refused = await call("DELETE", `/newsletter/drafts/${scheduled.id}`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/^This issue is scheduled: cancel the schedule first/);
    const published = await newDraft(readyIssue);
    await call("POST", `/newsletter/drafts/${published.id}/publish`, { mode: "web" });
    expect((await call("DELETE", `/newsletter/drafts/${published.id}`)).status).toBe(409);
    expect((await call("DELETE", "/newsletter/drafts/999999")).status).toBe(404);
    expect((await call("DELETE", `/newsletter/drafts/${scheduled.id}`, undefined, {})).status).toBe(401);
  });

  it("refuses to e-mail when the server cannot send mail", async () => {
    const draft = await newDraft(readyIssue);
    const response = await call("POST", `/newsletter/drafts/${draft.id}/publish`, { mode: "web-and-email" });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/E-mail is not set up/);
  });

  it("reports how the site's regeneration stands", async () => {
    expect(await json(call("GET", "/site/regeneration"))).toEqual(idle);
  });
});
