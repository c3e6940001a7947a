import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { claimPendingEmails, createDraft, publishDueSchedules, scheduleDraft } from "../../server/publishing/drafts-store";
import { createTestDatabase, type TestDatabase } from "./support/databases";
import { readyIssue } from "./support/newsletter-issue";

describe.each(["pglite", "postgres"] as const)("scheduled issues on %s", (kind) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.dispose());
  beforeEach(() => test.db.query("truncate public.newsletter_drafts, public.newsletter_draft_versions"));

  it("publishes a schedule once it falls due, and once only however many servers look at the same moment", async () => {
    const draft = await createDraft(test.db, readyIssue);
    await scheduleDraft(test.db, draft.id, new Date(Date.now() + 60_000), "web-and-email");
    expect(await publishDueSchedules(test.db, 11, "2026-11-25")).toEqual([]);

    await test.db.query("update public.newsletter_drafts set scheduled_for = now() - interval '1 second'");
    const servers = await Promise.all([1, 2, 3, 4].map(() => publishDueSchedules(test.db, 11, "2026-11-25")));
    const published = servers.flat();
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ status: "published", number: 12, scheduledFor: null });

    // A server whose new build does not hold issue 12 yet leaves its e-mail waiting; the first that does claims it.
    expect(await claimPendingEmails(test.db, [])).toEqual([]);
    const claims = await Promise.all([claimPendingEmails(test.db, [12]), claimPendingEmails(test.db, [12])]);
    expect(claims.flat()).toEqual([12]);
  });

  it("e-mails an issue only at its first publishing", async () => {
    const draft = await createDraft(test.db, readyIssue);
    await scheduleDraft(test.db, draft.id, new Date(Date.now() + 60_000), "web");
    await test.db.query("update public.newsletter_drafts set scheduled_for = now() - interval '1 second'");
    await publishDueSchedules(test.db, 11, "2026-11-25");
    expect(await claimPendingEmails(test.db, [12])).toEqual([]);
  });
});
