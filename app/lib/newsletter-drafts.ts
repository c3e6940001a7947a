import { z } from "zod";
import { nestingProblem } from "./article-nesting";
import { withoutNul } from "./without-nul";
import type { WordChange } from "./word-changes";

/**
 * The contract between the back office's newsletter editor and the publishing server
 * (/admin/api/newsletter/drafts…, preview, images, publish, /admin/api/site/regeneration).
 * Every issue is a row, the repository's seed issues (1–11) included (decision 071): "Edit" opens its draft, and
 * publishing an issue already published republishes its page without e-mailing again.
 * The server checks every request body with these schemas; the editor imports the types.
 * In the browser zod is a pass-through (decision 006), so the editor must not rely on
 * `.parse` refusing anything: the server's answer (4xx with `problems`) is the judge.
 */

export const draftFieldsSchema = z.object({
  title: withoutNul(z.string().max(300), "title"),
  summary: withoutNul(z.string().max(1000), "summary"),
  description: withoutNul(z.string().max(1000), "description"),
  /** The article, in Markdown: nested no deeper than it can be read (`nestingProblem`). */
  body: withoutNul(z.string().max(200_000), "article").superRefine((body, context) => {
    const problem = nestingProblem(body);
    if (problem) context.addIssue({ code: "custom", message: `${problem.charAt(0).toUpperCase()}${problem.slice(1)}.` });
  }),
});
export type DraftFields = z.infer<typeof draftFieldsSchema>;

export const draftStatuses = ["draft", "scheduled", "published"] as const;
export type DraftStatus = (typeof draftStatuses)[number];

export const publishModes = ["web", "web-and-email"] as const;
export type PublishMode = (typeof publishModes)[number];

export type Draft = DraftFields & {
  id: number;
  /** Rises by one with every save; a save names the revision it started from. */
  revision: number;
  status: DraftStatus;
  /** Assigned at first publish and never changed. */
  number: number | null;
  /** `issue-N`, assigned with the number. */
  slug: string | null;
  /** ISO 8601. */
  scheduledFor: string | null;
  scheduledMode: PublishMode | null;
  publishedAt: string | null;
  /** The date its page shows (2025-05-08): an issue file's own date, or the London day it was first published; null before. */
  publishDate: string | null;
  updatedAt: string;
  /** Why a schedule that fell due was not published (the issue broke a rule meanwhile); null otherwise. */
  heldReason: string | null;
};

/** One of the last 20 saved versions of an issue, and how much its article changed from the version before (null when that one is no longer kept). */
export type DraftVersion = { revision: number; savedAt: string; title: string; change: WordChange | null };

/** What the site's rules would refuse, beside the field it concerns, in the coach's words. */
export type Problem = { field: keyof DraftFields; message: string };

/**
 * The article's length is a guide, never a refusal (issue 44): the editor counts the words as she
 * writes and notes when the count is outside this range. The build and the server count the same way.
 */
export const articleWordGuide = { min: 700, max: 1200 } as const;

/** Words as the article's count shows them: runs of characters between spaces. */
export const wordCountOf = (markdown: string) => markdown.split(/\s+/).filter(Boolean).length;

/** The note beside the article when its length is outside the guide; undefined when it is within. */
export function wordCountNote(wordCount: number): string | undefined {
  const { min, max } = articleWordGuide;
  if (wordCount >= min && wordCount <= max) return undefined;
  const count = (words: number) => words.toLocaleString("en-GB");
  return `Most issues run ${count(min)} to ${count(max)} words; this one has ${count(wordCount)}. You can still publish it.`;
}

export type RegenerationState = "idle" | "queued" | "building" | "failed";

/** How the rebuilding of the public site stands. */
export type Regeneration = {
  state: RegenerationState;
  /** When the build began; while queued, when the oldest change it waits to build was made. */
  startedAt: string | null;
  finishedAt: string | null;
  /** Why the last build failed, in words the coach can read; null otherwise. */
  reason: string | null;
};

export const saveDraftSchema = draftFieldsSchema.extend({ baseRevision: z.number().int().nonnegative() });

/** The fields to preview and, when they are an issue's, which one: its number and date are then the issue's own. */
export const previewRequestSchema = draftFieldsSchema.extend({
  draftId: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
});

export const publishRequestSchema = z.object({
  mode: z.enum(publishModes),
  /** ISO 8601 time to publish at; absent publishes now. */
  at: z.iso.datetime({ offset: true }).optional(),
});

export type DraftList = { drafts: Draft[] };
export type DraftWithVersions = { draft: Draft; versions: DraftVersion[] };
export type SavedVersion = { version: DraftFields & { revision: number; savedAt: string } };
export type Preview = { webHtml: string; emailHtml: string; emailBytes: number; problems: Problem[] };
export type UploadedImage = { src: string };
/** A picture she uploaded, with the published issues that show it (it can be deleted when there are none). */
export type UploadedPicture = { name: string; src: string; width: number; height: number; usedBy: number[] };
export type PictureList = { images: UploadedPicture[] };
export type PublishResult = { draft: Draft; regeneration: Regeneration };

/** Gmail clips an e-mail whose HTML passes 102 KB; the editor warns above this. */
export const emailClipWarningBytes = 100_000;

/** The preview's warning, among the problems, that Gmail would clip the e-mail; it does not stop publishing. */
export function emailClipProblems(emailBytes: number): Problem[] {
  if (emailBytes <= emailClipWarningBytes) return [];
  const size = `${Math.ceil(emailBytes / 1024)} KB`;
  const message = `The e-mail would be ${size}: Gmail cuts e-mails off at 102 KB and hides the rest behind “View entire message”. A shorter article or fewer pictures will fit.`;
  return [{ field: "body", message }];
}
/** The largest image the editor uploads. */
export const imageMaxBytes = 10 * 1024 * 1024;
/** How many saved versions of each issue are kept. */
export const keptVersions = 20;

/**
 * A scheduled issue in words: when (London time), where, and by e-mail to how many confirmed subscribers there are now
 * (those confirming before then receive it too); `formatWhen` writes the time.
 */
export function scheduleSummary(draft: Draft, recipients: number, formatWhen: (instant: string) => string): string {
  const when = draft.scheduledFor ? formatWhen(draft.scheduledFor) : "later";
  if (draft.scheduledMode !== "web-and-email") return `Scheduled for ${when}, to the website.`;
  const people = recipients === 1 ? "the 1 confirmed subscriber" : `the ${recipients} confirmed subscribers`;
  return `Scheduled for ${when}, to the website and by e-mail to ${people} there are now, and anyone who confirms before then.`;
}
