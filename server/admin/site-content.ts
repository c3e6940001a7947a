import { type Context, Hono } from "hono";
import type { ContentRefusal, ContentSaved, ContentScreen } from "../../app/admin/site/types";
import { checkContent, type EditableKind, editableKinds, isEditableKind } from "../../app/content/editable";
import type { Home } from "../../app/content/home";
import { homeGuideChoices, homeGuideProblem } from "../../app/content/home-guide";
import { pageWordsProblems } from "../../app/content/pages";
import { knownPlaceholders } from "../../app/content/placeholders";
import { resourceFilePath } from "../../app/content/resources";
import type { Regeneration } from "../../app/lib/newsletter-drafts";
import { bigintId } from "../http/path-ids";
import { refuse } from "../http/refusal";
import { uploadedFile } from "../http/uploaded-file";
import { eraseUnnamedResourceFiles, pdfSignature, resourceFileMaxBytes, storeResourceFile } from "../resources/resource-files";
import { siteOf } from "../settings/current";
import { contentHistory, contentHistoryKept, saveContent, savedKind, undoContentChange } from "../settings/site-content-store";
import { jsonObject } from "../sign-in/guards";
import { type AdminEnv, requireSession } from "../sign-in/sessions";
import type { Database } from "../storage/db";
import { undoAnswer } from "./undo-answer";

const kindPattern = `:kind{${editableKinds.join("|")}}`;

/** A PDF refused, its reason beside the download field she chose it for. */
const refusedFile = (c: Context, status: 400 | 413 | 415, reason: string) =>
  refuse(c, status, { message: reason, errors: { download: reason } } satisfies ContentRefusal);
const tooLarge = (c: Context) =>
  refusedFile(c, 413, "That file is larger than 20 MB: please save a smaller copy (or share it by a link) and try again.");

/**
 * /admin/api/content/:kind: her pages' words, testimonials and FAQ (issue 55, decision 061). GET: the document and its
 * history; PUT: check every rule its page is rendered with, save (all or nothing, a reason beside each field), then
 * render the site; POST /changes/:id/undo: one change undone. POST /resources/files: a PDF for a free resource
 * (multipart `file`, at most 20 MB, decision 070), answered with the path a resource's download names it by; a PDF
 * that neither her content nor any change its history keeps names is erased when the library is saved or undone
 * (decision 079), so an undo never brings back a download that leads nowhere, and after every save or undo, each of
 * which trims her history as of `clock()` (decision 099), so a file she removed is erased in the end.
 */
export function createSiteContentApi(
  db: Database,
  secure: boolean,
  regenerate?: () => Regeneration,
  clock: () => Date = () => new Date(),
) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));
  const kindOf = (kind = ""): EditableKind => (isEditableKind(kind) ? kind : "home");

  api.get(`/${kindPattern}`, async (c) => {
    const kind = kindOf(c.req.param("kind"));
    const document = await savedKind(db, kind);
    const screen: ContentScreen = {
      kind,
      document,
      placeholders: knownPlaceholders,
      history: await contentHistory(db, kind, clock()),
      historyKept: contentHistoryKept,
      choices: kind === "home" ? { guideId: await guideChoices(document as Home) } : {},
    };
    return c.json(screen);
  });

  api.post("/resources/files", async (c) => {
    const file = await uploadedFile(c, "file", resourceFileMaxBytes, pdfSignature);
    if (!("refused" in file)) {
      const name = await storeResourceFile(db, file.bytes, c.get("adminSession").email);
      return c.json({ path: resourceFilePath(name), message: "Uploaded. Save to offer it on your site." });
    }
    if (file.refused === "too-large") return tooLarge(c);
    if (file.refused === "wrong-type")
      return refusedFile(c, 415, "That file is not a PDF, whatever its name says: please export it as a PDF.");
    return refusedFile(c, 400, "Please choose a PDF to upload.");
  });

  const guideChoices = async (home: Home) => homeGuideChoices(home.guide, (await savedKind(db, "resources")).library);
  /** The rules of `kind` that read another kind: the home page's guide must be one of her guides now (decision 092). */
  const problemsWithOthers = async (kind: EditableKind, document: unknown): Promise<Record<string, string>> => {
    if (kind !== "home") return {};
    const problem = homeGuideProblem((document as Home).guide, (await savedKind(db, "resources")).library);
    return problem ? { "guide.guideId": problem } : {};
  };

  /**
   * Erases the PDFs neither her content nor its kept history names, once `kind` has changed at `at` and her history was
   * trimmed: every one when her library changed, only those not just uploaded when another page did.
   */
  const keepOnlyNamedFiles = (kind: EditableKind, at: Date) =>
    db.transaction((tx) => eraseUnnamedResourceFiles(tx, kind === "resources" ? undefined : at));

  api.put(`/${kindPattern}`, async (c) => {
    const kind = kindOf(c.req.param("kind"));
    const body = await jsonObject(c.req.raw);
    if (!body || !("document" in body)) {
      return refuse(c, 400, { message: "Please send the page as { document: { … } }.", errors: {} } satisfies ContentRefusal);
    }
    const checked = checkContent(kind, body.document);
    // Each page's title and description must fit a search result with her name and prices filled in (decision 095).
    const lengths = kind === "pages" ? pageWordsProblems(body.document, await siteOf(db)) : {};
    const errors = { ...lengths, ...(checked.ok ? await problemsWithOthers(kind, checked.document) : checked.errors) };
    if (!checked.ok || Object.keys(errors).length > 0) {
      const count = Object.keys(errors).length;
      const message = `Nothing was saved: ${count === 1 ? "one field needs" : `${count} fields need`} correcting (see beside ${count === 1 ? "it" : "each"}).`;
      return refuse(c, 400, { message, errors } satisfies ContentRefusal);
    }
    const at = clock();
    const changed = await saveContent(db, kind, checked.document, c.get("adminSession").email, at);
    if (changed) await keepOnlyNamedFiles(kind, at);
    const answer: ContentSaved = {
      changed,
      message: changed
        ? `Saved.${regenerate ? " The website is being updated." : ""}`
        : "Nothing had changed, so nothing was saved.",
      regeneration: (changed && regenerate?.()) || null,
    };
    return c.json(answer);
  });

  api.post(`/${kindPattern}/changes/:id{${bigintId}}/undo`, async (c) => {
    const kind = kindOf(c.req.param("kind"));
    const at = clock();
    const outcome = await undoContentChange(db, kind, Number(c.req.param("id")), c.get("adminSession").email, at);
    if (outcome === "undone") await keepOnlyNamedFiles(kind, at);
    return undoAnswer(c, outcome, "This page", regenerate);
  });

  return api;
}
