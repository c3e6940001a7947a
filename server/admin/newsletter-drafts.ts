import type { Context } from "hono";
import { Hono } from "hono";
import type { z } from "zod";
import type { SavedSettings } from "../../app/content/settings-overlay";
import {
  type Draft,
  type DraftFields,
  draftFieldsSchema,
  previewRequestSchema,
  publishRequestSchema,
  type Regeneration,
  saveDraftSchema,
} from "../../app/lib/newsletter-drafts";
import { bigintId, integerId } from "../http/path-ids";
import { refuse } from "../http/refusal";
import type { StaticSite } from "../http/static-site";
import * as store from "../newsletter/drafts-store";
import { withUnsubscribeLink } from "../newsletter/edition";
import { draftProblems, issueFileText, londonDateOf } from "../newsletter/issue-file";
import { draftEditionOf, publishingProblems } from "../newsletter/publishing-problems";
import { pictureSigner } from "../newsletter/signed-pictures";
import { siteContentOf } from "../newsletter/site-content";
import { webPreview } from "../newsletter/web-preview";
import { picturesIn, uploadedPicturesIn } from "../pictures/image-variants";
import { jsonObject } from "../sign-in/guards";
import { type AdminEnv, requireSession } from "../sign-in/sessions";
import type { Database } from "../storage/db";
import { unsubscribePath } from "../subscriptions/mail";
import { createImagesApi } from "./newsletter-pictures";
import { answerTestSend, type TestSendGate } from "./test-send";

export interface PublishingApiOptions {
  db: Database;
  secure: boolean;
  publicOrigin: string;
  /** The site being served, whose latest issue page the web preview is made from. */
  site: StaticSite;
  /** Her saved settings that site was rendered with (undefined: not known), for the preview to show her details as saved. */
  renderedWith(): SavedSettings | undefined;
  /** Whether SMTP is configured, so that "web-and-email" and a draft's test can send. */
  sendsMail: boolean;
  /** NEWSLETTER_FROM, the sender of a draft's test. */
  from: string;
  /** Tells the outbox worker there is mail to send. */
  mailQueued: () => void;
  /** The hourly cap on test sends, shared with the published issues' tests. */
  testSendGate: TestSendGate;
  /** How the rebuilding of the site stands, and asking for one after a publish. */
  regeneration(): Regeneration;
  regenerate(): Regeneration;
  /** How long preparing one uploaded picture may take, in seconds: `pictureLimits.seconds` unless a test shrinks it. */
  pictureSeconds?: number;
}

const notFound = (c: Context) => refuse(c, 404, { message: "There is no such issue." });

/** The request's JSON body checked with `schema`; a 400 answer when it does not fit. */
async function bodyOf<T extends z.ZodType>(c: Context, schema: T): Promise<{ data: z.infer<T> } | { refused: Response }> {
  const parsed = schema.safeParse(await jsonObject(c.req.raw));
  if (parsed.success) return { data: parsed.data };
  const { issues } = parsed.error;
  // A rule's own words (a NUL character, quotes nested too deep) go beside its field; otherwise the fields that did not fit.
  const problems = issues.flatMap((issue) =>
    issue.code === "custom" ? [{ field: String(issue.path[0]), message: issue.message }] : [],
  );
  const fields = [...new Set(issues.map((issue) => issue.path.join(".")))].join(", ");
  const message = problems.map((problem) => problem.message).join(" ") || `The request did not fit: ${fields || "no JSON body"}.`;
  return { refused: refuse(c, 400, { message, problems }) };
}

/**
 * Draft `fields` as an e-mail numbered `number`, its pictures at signed addresses (decision 041) and its unsubscribe
 * link to the page without a token, which unsubscribes no one.
 */
async function draftEdition(db: Database, publicOrigin: string, fields: DraftFields, number: number) {
  const edition = await draftEditionOf(db, fields, number, publicOrigin, {
    address: await pictureSigner(db, publicOrigin),
    widths: (await uploadedPicturesIn(db, fields.body, publicOrigin)).widths,
  });
  return withUnsubscribeLink(edition, `${publicOrigin}${unsubscribePath}`);
}

/** The number and page date an issue shows: its own once it has them (an old issue keeps who it is), else those it would be given now. */
async function identityOf(db: Database, draft: Draft | undefined) {
  return {
    number: await store.issueNumberFor(db, draft?.number ?? null),
    publishDate: draft?.publishDate ?? londonDateOf(new Date()),
  };
}

/** /admin/api/newsletter/drafts, /preview: the issues the coach writes, their versions, previews, tests and publishing. */
export function createPublishingApi(options: PublishingApiOptions) {
  const { db } = options;
  const api = new Hono<AdminEnv>();
  for (const path of ["/drafts", "/drafts/*", "/preview"]) api.use(path, requireSession(db, options.secure));
  const idOf = (c: Context) => Number(c.req.param("id"));
  api.route("/images", createImagesApi(db, options.secure, options.pictureSeconds));

  const problemsOf = (fields: DraftFields, number: number, edition?: { html: string }) =>
    publishingProblems(db, fields, number, options.publicOrigin, edition);

  api.get("/drafts", async (c) => c.json({ drafts: await store.listDrafts(db) }));

  api.post("/drafts", async (c) => {
    const body = await bodyOf(c, draftFieldsSchema);
    if ("refused" in body) return body.refused;
    return c.json({ draft: await store.createDraft(db, body.data) }, 201);
  });

  api.get(`/drafts/:id{${bigintId}}`, async (c) => {
    const draft = await store.findDraft(db, idOf(c));
    if (!draft) return notFound(c);
    return c.json({ draft, versions: await store.listVersions(db, draft.id) });
  });

  api.put(`/drafts/:id{${bigintId}}`, async (c) => {
    const body = await bodyOf(c, saveDraftSchema);
    if ("refused" in body) return body.refused;
    const { baseRevision, ...fields } = body.data;
    const result = await store.saveDraft(db, idOf(c), fields, baseRevision);
    if (!result) return notFound(c);
    if ("conflict" in result) {
      const message = "This issue was saved from another window meanwhile. Your words are kept here: compare, then save again.";
      return refuse(c, 409, { message, draft: result.conflict });
    }
    // Saved whatever it says (her words are never lost); what would hold Publish back comes with the answer.
    return c.json({ draft: result.saved, problems: draftProblems(result.saved, options.publicOrigin) });
  });

  api.get(`/drafts/:id{${bigintId}}/versions/:revision{${integerId}}`, async (c) => {
    const version = await store.findVersion(db, idOf(c), Number(c.req.param("revision")));
    if (!version) return refuse(c, 404, { message: "That version is no longer kept." });
    return c.json({ version });
  });

  api.get(`/drafts/:id{${bigintId}}/markdown`, async (c) => {
    const draft = await store.findDraft(db, idOf(c));
    if (!draft) return notFound(c);
    const { number, publishDate } = await identityOf(db, draft);
    c.header("Content-Type", "text/markdown; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="issue-${number}.md"`);
    return c.body(issueFileText(number, publishDate, draft));
  });

  api.post("/preview", async (c) => {
    const body = await bodyOf(c, previewRequestSchema);
    if ("refused" in body) return body.refused;
    const { draftId, ...fields } = body.data;
    const draft = draftId === undefined ? undefined : await store.findDraft(db, draftId);
    if (draftId !== undefined && !draft) return notFound(c);
    const { number, publishDate } = await identityOf(db, draft);
    const edition = await draftEdition(db, options.publicOrigin, fields, number);
    return c.json({
      webHtml: webPreview(options.site, await siteContentOf(db), fields, number, publishDate, options.renderedWith()),
      emailHtml: edition.html,
      emailBytes: Buffer.byteLength(edition.html),
      problems: await problemsOf(fields, number, edition),
    });
  });

  // A test of the draft as last saved, before it is published, pictures and all.
  api.post(`/drafts/:id{${bigintId}}/test`, async (c) => {
    const draft = await store.findDraft(db, idOf(c));
    if (!draft) return notFound(c);
    const testOptions = { ...options, gate: options.testSendGate };
    return answerTestSend(c, testOptions, `a test of “${draft.title}”`, async () => {
      const { number } = await identityOf(db, draft);
      return { from: options.from, ...(await draftEdition(db, options.publicOrigin, draft, number)) };
    });
  });

  api.post(`/drafts/:id{${bigintId}}/publish`, async (c) => {
    const body = await bodyOf(c, publishRequestSchema);
    if ("refused" in body) return body.refused;
    const draft = await store.findDraft(db, idOf(c));
    if (!draft) return notFound(c);
    const { mode, at } = body.data;
    if (mode === "web-and-email" && !options.sendsMail && draft.publishedAt === null) {
      const message = "E-mail is not set up on this server (SMTP_URL), so the issue can only go on the website.";
      return refuse(c, 400, { code: "no-mail", message, problems: [] });
    }
    const notReady = async () => {
      const problems = await problemsOf(draft, await store.issueNumberFor(db, draft.number));
      const message = "The issue is not ready yet: please see the notes beside the fields.";
      return problems.length > 0 ? refuse(c, 400, { code: "problems", message, problems }) : undefined;
    };
    const refused = await notReady();
    if (refused) return refused;
    if (at) return schedule(c, draft.id, new Date(at), mode);
    const shown = [...picturesIn(draft.body)];
    const published = await store.publishDraftNow(db, draft.id, mode, londonDateOf(new Date()), shown);
    // A picture it shows deleted in the meantime: said beside the article.
    if (!published) return (await notReady()) ?? notFound(c);
    return c.json({ draft: published, regeneration: options.regenerate() });
  });

  async function schedule(c: Context, id: number, at: Date, mode: "web" | "web-and-email") {
    if (at.getTime() <= Date.now()) {
      return refuse(c, 400, { code: "in-the-past", message: "That time has passed: please choose a later one.", problems: [] });
    }
    const scheduled = await store.scheduleDraft(db, id, at, mode);
    if (!scheduled) {
      const message = "This issue is already on the website: publish it again to update its page.";
      return refuse(c, 409, { code: "published", message, problems: [] });
    }
    return c.json({ draft: scheduled, regeneration: options.regeneration() });
  }

  api.delete(`/drafts/:id{${bigintId}}/schedule`, async (c) => {
    const draft = await store.cancelSchedule(db, idOf(c));
    if (draft) return c.json({ draft });
    if (await store.findDraft(db, idOf(c)))
      return refuse(c, 409, { code: "not-scheduled", message: "This issue is not scheduled." });
    return notFound(c);
  });

  api.delete(`/drafts/:id{${bigintId}}`, async (c) => {
    if (await store.discardDraft(db, idOf(c))) return c.json({ discarded: true });
    const kept = await store.findDraft(db, idOf(c));
    if (!kept) return notFound(c);
    const message =
      kept.status === "scheduled"
        ? "This issue is scheduled: cancel the schedule first, then discard it."
        : "This issue is on the website, so it is kept: publish the changes you want instead.";
    return refuse(c, 409, { code: "kept", message });
  });

  return api;
}
