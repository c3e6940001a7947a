import { cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, vi } from "vitest";
import { DraftEditor } from "~/admin/newsletter/editor/draft-editor";
import type { Draft } from "~/lib/newsletter-drafts";

/** A draft not yet published nor scheduled, last saved on 24 November 2026; `fields` give its id, revision and words. */
export const unpublishedDraft = (
  fields: Pick<Draft, "id" | "revision" | "title" | "summary" | "description" | "body">,
): Draft => ({
  ...fields,
  status: "draft",
  number: null,
  slug: null,
  scheduledFor: null,
  scheduledMode: null,
  publishedAt: null,
  publishDate: null,
  updatedAt: "2026-11-24T10:00:00Z",
  heldReason: null,
});

/** The editor of `draft` as the Newsletter screen mounts it, with e-mail set up and `recipients` confirmed subscribers. */
export const renderDraftEditor = (draft: Draft, recipients: number) =>
  render(<DraftEditor draft={draft} versions={[]} recipients={recipients} sendsMail />, { wrapper: MemoryRouter });

/** An answer of the back office: `body` as JSON with `status`. */
export const jsonAnswer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** Each test of the editor starts with nothing kept in the browser and ends with nothing mounted and the real fetch back. */
export function freshEditorEachTest() {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
