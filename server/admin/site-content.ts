import { Hono } from "hono";
import type { ContentRefusal, ContentSaved, ContentScreen } from "../../app/admin/site/types";
import { checkContent, type EditableKind, editableKinds, isEditableKind } from "../../app/content/editable";
import { knownPlaceholders } from "../../app/content/placeholders";
import type { Regeneration } from "../../app/lib/newsletter-drafts";
import { bigintId } from "../http/path-ids";
import { refuse } from "../http/refusal";
import { contentHistory, saveContent, savedContent, undoContentChange } from "../settings/site-content-store";
import { jsonObject } from "../sign-in/guards";
import { type AdminEnv, requireSession } from "../sign-in/sessions";
import type { Database } from "../storage/db";
import { undoAnswer } from "./undo-answer";

const kindPattern = `:kind{${editableKinds.join("|")}}`;

/**
 * /admin/api/content/:kind: her pages' words, testimonials and FAQ (issue 55, decision 061). GET: the document and its
 * history; PUT: check every rule its page is rendered with, save (all or nothing, a reason beside each field), then
 * render the site; POST /changes/:id/undo: one change undone.
 */
export function createSiteContentApi(db: Database, secure: boolean, regenerate?: () => Regeneration) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));
  const kindOf = (kind = ""): EditableKind => (isEditableKind(kind) ? kind : "home");

  api.get(`/${kindPattern}`, async (c) => {
    const kind = kindOf(c.req.param("kind"));
    const screen: ContentScreen = {
      kind,
      document: (await savedContent(db))[kind],
      placeholders: knownPlaceholders,
      history: await contentHistory(db, kind),
    };
    return c.json(screen);
  });

  api.put(`/${kindPattern}`, async (c) => {
    const kind = kindOf(c.req.param("kind"));
    const body = await jsonObject(c.req.raw);
    if (!body || !("document" in body)) {
      return refuse(c, 400, { message: "Please send the page as { document: { … } }.", errors: {} } satisfies ContentRefusal);
    }
    const checked = checkContent(kind, body.document);
    if (!checked.ok) {
      const count = Object.keys(checked.errors).length;
      const message = `Nothing was saved: ${count === 1 ? "one field needs" : `${count} fields need`} correcting (see beside ${count === 1 ? "it" : "each"}).`;
      return refuse(c, 400, { message, errors: checked.errors } satisfies ContentRefusal);
    }
    const changed = await saveContent(db, kind, checked.document, c.get("adminSession").email);
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
    const outcome = await undoContentChange(db, kind, Number(c.req.param("id")), c.get("adminSession").email);
    return undoAnswer(c, outcome, "This page", regenerate);
  });

  return api;
}
