import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { StatedSource } from "../../app/admin/subscribers/types";
import { importMaxBytes, singleLineText, validateSubscriber } from "../../app/lib/validation";
import { bigintId } from "../http/path-ids";
import { refuse } from "../http/refusal";
import { jsonObject } from "../sign-in/guards";
import type { AdminEnv } from "../sign-in/sessions";
import type { Database } from "../storage/db";
import { scrubInBackground } from "../storage/scrub";
import {
  addSubscriber,
  confirmationCapStatus,
  consentHistory,
  eraseEverythingAbout,
  importSubscribers,
  subscriberById,
  unsubscribeOnRequest,
} from "../subscriptions";
import { type ListRow, looksLikeCsv, rowsInCsv } from "../subscriptions/address-list";

export const sourceMaxLength = 200;

export type RecordField = "email" | "source" | "agreed" | "file";
type FieldErrors = Partial<Record<RecordField, string>>;

const refuseFields = (c: Context, status: 400 | 409 | 413, errors: FieldErrors) =>
  refuse(c, status, { message: Object.values(errors).join(" "), errors });

const noSuchSubscriber = (c: Context) => refuse(c, 404, { message: "There is no such subscriber." });

const tooLarge = "This file is larger than 2 MB. Please split the list into smaller files.";

/** The source the coach states and her confirmation that these people agreed, as each consent event records them. */
function statedConsent(body: Record<string, unknown> | undefined, coach: string): { stated: StatedSource; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const source = typeof body?.source === "string" ? singleLineText(body.source) : "";
  if (source === "") errors.source = "Please say where these addresses came from and how the people agreed.";
  else if (source.length > sourceMaxLength) errors.source = `Please keep the source to ${sourceMaxLength} characters or fewer.`;
  if (body?.agreed !== true) errors.agreed = "Please confirm that these people agreed to receive the newsletter.";
  return { stated: { source, detail: `${source} (${coach} confirmed that they agreed to receive the newsletter)` }, errors };
}

/** The addresses in an uploaded list, or why it cannot be read. */
function uploadedList(body: Record<string, unknown> | undefined): { rows?: ListRow[]; error?: string } {
  const { fileName, csv } = body ?? {};
  if (typeof fileName !== "string" || typeof csv !== "string") return { error: "Please choose a CSV file." };
  if (Buffer.byteLength(csv) > importMaxBytes) return { error: tooLarge };
  if (!looksLikeCsv(fileName, csv)) {
    return { error: "This is not a CSV file. Save the list as CSV (comma-separated values) and choose that file." };
  }
  const rows = rowsInCsv(csv);
  return rows.length > 0 ? { rows } : { error: "This file has no addresses in it." };
}

/**
 * A subscriber's record and the coach's own changes to the list: the consent history, "Add subscriber",
 * "Import CSV", "Delete everything about this person", and the confirmation e-mail caps. Mounted
 * inside /admin/api/subscribers, behind its session check.
 */
export function createSubscriberRecordsApi(db: Database, confirmMaxPerDay: number) {
  const api = new Hono<AdminEnv>();

  api.get("/confirmation-caps", async (c) => c.json(await confirmationCapStatus(db, confirmMaxPerDay)));

  api.get(`/:id{${bigintId}}`, async (c) => {
    const subscriber = await subscriberById(db, c.req.param("id"));
    if (!subscriber) return noSuchSubscriber(c);
    return c.json({ subscriber, history: await consentHistory(db, String(subscriber.email)) });
  });

  api.post("/", async (c) => {
    const body = await jsonObject(c.req.raw);
    const address = validateSubscriber({ email: body?.email });
    const consent = statedConsent(body, c.get("adminSession").email);
    const errors: FieldErrors = address.ok
      ? consent.errors
      : { email: "Please enter a valid e-mail address, like name@example.com.", ...consent.errors };
    if (!address.ok || Object.keys(errors).length > 0) return refuseFields(c, 400, errors);
    const result = await addSubscriber(db, address.value.email, consent.stated);
    if (result.alreadyPresent > 0) return refuseFields(c, 409, { email: "This address is already on the list." });
    if (result.suppressed > 0) {
      return refuseFields(c, 409, {
        email: "This address unsubscribed or was erased earlier, so it cannot be added: only its owner can subscribe again.",
      });
    }
    return c.json({ result }, 201);
  });

  const limit = bodyLimit({ maxSize: importMaxBytes * 2, onError: (c) => refuseFields(c, 413, { file: tooLarge }) });
  api.post("/import", limit, async (c) => {
    const body = await jsonObject(c.req.raw);
    const list = uploadedList(body);
    const consent = statedConsent(body, c.get("adminSession").email);
    const errors: FieldErrors = { ...(list.error ? { file: list.error } : {}), ...consent.errors };
    if (!list.rows || Object.keys(errors).length > 0) return refuseFields(c, list.error === tooLarge ? 413 : 400, errors);
    return c.json({ result: await importSubscribers(db, list.rows, consent.stated) });
  });

  api.post(`/:id{${bigintId}}/unsubscribe`, async (c) => {
    const subscriber = await subscriberById(db, c.req.param("id"));
    if (!subscriber) return noSuchSubscriber(c);
    if (!(await unsubscribeOnRequest(db, c.req.param("id"), c.get("adminSession").email))) {
      return refuse(c, 409, { message: "This person has already unsubscribed." });
    }
    return c.json({ status: "unsubscribed" });
  });

  api.post(`/:id{${bigintId}}/erase`, async (c) => {
    const body = await jsonObject(c.req.raw);
    if (body?.confirmed !== true) {
      return refuse(c, 400, { message: "Please confirm that you want to delete everything about this person." });
    }
    const subscriber = await subscriberById(db, c.req.param("id"));
    if (!subscriber) return noSuchSubscriber(c);
    const email = String(subscriber.email);
    const removed = await eraseEverythingAbout(db, email);
    // The erasure is committed; its copies on disk go at once unless another session reads those tables (decision 066).
    return c.json({ email, removed, scrubbed: await scrubInBackground(db) });
  });

  return api;
}
