import { expect, it } from "vitest";
import {
  claimPendingEmails,
  createDraft,
  findDraft,
  issueNumberFor,
  publishDraftNow,
  publishedIssues,
  saveDraft,
  scheduleDraft,
} from "../../server/newsletter/drafts-store";
import { publishDueIssues } from "../../server/newsletter/due-schedules";
import { onEachStore } from "./support/databases";
import { readyIssue } from "./support/newsletter-issue";
import { suiteDatabase } from "./support/suite";

const origin = "https://coach.example";

onEachStore("scheduled issues on %s", (kind) => {
  const test = suiteDatabase(kind, "public.newsletter_drafts, public.newsletter_draft_versions");

  it("publishes a schedule once it falls due, and once only however many servers look at the same moment", async () => {
    const draft = await createDraft(test.db, readyIssue);
    await scheduleDraft(test.db, draft.id, new Date(Date.now() + 60_000), "web-and-email");
    expect(await publishDueIssues(test.db, origin)).toEqual([]);

    await test.db.query("update public.newsletter_drafts set scheduled_for = now() - interval '1 second'");
    const servers = await Promise.all([1, 2, 3, 4].map(() => publishDueIssues(test.db, origin)));
    const published = servers.flat();
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ status: "published", number: 12, scheduledFor: null });

    // A server whose new build does not hold issue 12 yet leaves its e-mail waiting; the first that does claims it.
    expect(await claimPendingEmails(test.db, [])).toEqual([]);
    const claims = await Promise.all([claimPendingEmails(test.db, [12]), claimPendingEmails(test.db, [12])]);
    expect(claims.flat()).toEqual([12]);
  });

  it("checks a schedule as the issue it will be: numbered after her own published issues as well as the seed's", async () => {
    const first = await createDraft(test.db, readyIssue);
    await publishDraftNow(test.db, first.id, "web", "2026-11-27", []);
    expect(await issueNumberFor(test.db, null)).toBe(13);
    expect(await issueNumberFor(test.db, 7)).toBe(7);

    const second = await createDraft(test.db, readyIssue);
    await scheduleDraft(test.db, second.id, new Date(Date.now() + 60_000), "web");
    await test.db.query("update public.newsletter_drafts set scheduled_for = now() - interval '1 second' where id = $1", [
      second.id,
    ]);
    expect(await publishDueIssues(test.db, origin)).toEqual([expect.objectContaining({ number: 13 })]);
  });

  it("e-mails an issue only at its first publishing", async () => {
    const draft = await createDraft(test.db, readyIssue);
    await scheduleDraft(test.db, draft.id, new Date(Date.now() + 60_000), "web");
    await test.db.query("update public.newsletter_drafts set scheduled_for = now() - interval '1 second'");
    await publishDueIssues(test.db, origin);
    expect(await claimPendingEmails(test.db, [12])).toEqual([]);
  });

  it("checks a schedule again when it falls due: an issue changed since into one the site cannot show stays a draft, with the reason", async () => {
    const draft = await createDraft(test.db, readyIssue);
    const scheduled = await scheduleDraft(test.db, draft.id, new Date(Date.now() + 20_000), "web-and-email");
    const broken = { ...readyIssue, title: " ", body: `${readyIssue.body}\n\n![](/newsletter/images/${"a".repeat(32)}.png)` };
    await saveDraft(test.db, draft.id, broken, scheduled?.revision ?? 0);
    await test.db.query("update public.newsletter_drafts set scheduled_for = now() - interval '1 second'");

    expect(await publishDueIssues(test.db, origin)).toEqual([]);
    expect((await publishedIssues(test.db)).some((issue) => issue.id === draft.id)).toBe(false);
    const held = await findDraft(test.db, draft.id);
    expect(held).toMatchObject({ status: "draft", scheduledFor: null, number: null });
    expect(held?.heldReason).toMatch(/^It was not published at its scheduled time: Please give the issue a title\. The image/);

    // Put right and scheduled again, it goes out, and the reason goes with the schedule.
    const mended = await saveDraft(test.db, draft.id, readyIssue, held?.revision ?? 0);
    const again = await scheduleDraft(test.db, draft.id, new Date(Date.now() + 60_000), "web");
    expect(again?.heldReason).toBeNull();
    expect(mended && "saved" in mended).toBe(true);
    await test.db.query("update public.newsletter_drafts set scheduled_for = now() - interval '1 second'");
    expect(await publishDueIssues(test.db, origin)).toMatchObject([{ status: "published", heldReason: null }]);
  });

  it("holds a schedule whose article is 5,000 quotes deep with the reason, and publishes the other issue due beside it", async () => {
    const deep = await createDraft(test.db, {
      ...readyIssue,
      title: "Deep",
      body: `${">".repeat(5000)} Quoted.\n\n${readyIssue.body}`,
    });
    const valid = await createDraft(test.db, { ...readyIssue, title: "Valid" });
    await scheduleDraft(test.db, deep.id, new Date(Date.now() + 60_000), "web");
    await scheduleDraft(test.db, valid.id, new Date(Date.now() + 60_000), "web");
    await test.db.query("update public.newsletter_drafts set scheduled_for = now() - interval '1 second'");

    expect(await publishDueIssues(test.db, origin)).toMatchObject([{ id: valid.id, status: "published" }]);
    expect((await findDraft(test.db, deep.id))?.heldReason).toBe(
      "It was not published at its scheduled time: The article nests quotes or lists 5000 levels deep; please keep it to 20 levels at most.",
    );
  });

  it("holds a schedule whose e-mail Gmail would clip, as Publish does", async () => {
    const long = { ...readyIssue, body: `${readyIssue.body}\n\n${"Another sentence of the same long article. ".repeat(3000)}` };
    const draft = await createDraft(test.db, long);
    await scheduleDraft(test.db, draft.id, new Date(Date.now() + 60_000), "web-and-email");
    await test.db.query("update public.newsletter_drafts set scheduled_for = now() - interval '1 second'");

    expect(await publishDueIssues(test.db, origin)).toEqual([]);
    expect((await findDraft(test.db, draft.id))?.heldReason).toMatch(
      /^It was not published at its scheduled time: The e-mail would be \d+ KB: Gmail cuts e-mails off at 102 KB/,
    );
  });
});
