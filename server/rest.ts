import type { Context } from "hono";
import { Hono } from "hono";
import { honeypotField, validateContactMessage, validateSubscriber } from "../app/lib/validation";
import { type Database, isPostgresError } from "./db";
import type { NotificationQueue } from "./outbox";
import { createRateLimiter } from "./rate-limit";

/** The largest request body accepted, in bytes. */
export const maxBodyBytes = 16 * 1024;

interface TableSpec {
  columns: readonly string[];
  validate: (
    row: Record<string, unknown>,
  ) => { ok: true; value: object } | { ok: false; errors: Record<string, string | undefined> };
}

/** A Map, not an object literal: a path such as /rest/v1/constructor must not find Object's own properties. */
const tables = new Map<string, TableSpec>([
  ["subscribers", { columns: ["email"], validate: validateSubscriber }],
  ["contact_messages", { columns: ["name", "email", "subject", "message", "interest"], validate: validateContactMessage }],
]);

interface RestOptions {
  db: Database;
  rateLimitPerMinute: number;
  clientIp: (c: Context) => string;
  /** Queues a notification with each insert; without it, nothing is queued. */
  notificationQueue?: NotificationQueue;
  /** Told of each row stored, with the request that sent it. */
  onInserted?: (table: string, c: Context) => void;
}

type ErrorStatus = 400 | 401 | 404 | 405 | 409 | 413 | 415 | 429 | 500;

/** A PostgREST-shaped error body. */
function fail(c: Context, status: ErrorStatus, code: string, message: string, details: string | null = null) {
  return c.json({ code, details, hint: null, message }, status);
}

/** Reads the body, stopping at the first byte over the limit, whether or not its length was declared. */
async function readBody(c: Context): Promise<{ text: string } | { tooLarge: true }> {
  const declared = Number(c.req.header("content-length") ?? 0);
  if (declared > maxBodyBytes) return { tooLarge: true };
  const reader = c.req.raw.body?.getReader();
  if (!reader) return { text: "" };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBodyBytes) {
      await reader.cancel();
      return { tooLarge: true };
    }
    chunks.push(chunk.value);
  }
  return { text: Buffer.concat(chunks).toString("utf8") };
}

/**
 * `POST /rest/v1/subscribers` and `POST /rest/v1/contact_messages`, answering as
 * PostgREST does for a role that may insert but not read, so the browser code
 * works unchanged against this server or a Supabase project.
 */
export function createRestApi({ db, rateLimitPerMinute, clientIp, notificationQueue, onInserted }: RestOptions) {
  const api = new Hono();
  const allow = createRateLimiter(rateLimitPerMinute);

  api.post("/:table", async (c) => {
    const tableName = c.req.param("table");
    const table = tables.get(tableName);
    if (!table) return fail(c, 404, "PGRST205", `Could not find the table 'public.${tableName}' in the schema cache`);

    if (!allow(`${clientIp(c)} ${tableName}`)) {
      return fail(c, 429, "429", "Too many requests. Please wait a minute and try again.");
    }

    const contentType = c.req.header("content-type") ?? "";
    if (!/^application\/json\s*(;|$)/i.test(contentType)) {
      return fail(c, 415, "PGRST107", `None of these media types are available: ${contentType || "(none)"}`);
    }

    const body = await readBody(c);
    if ("tooLarge" in body) return fail(c, 413, "PGRST413", `The request body is larger than ${maxBodyBytes} bytes.`);

    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      return fail(c, 400, "PGRST102", "Empty or invalid json");
    }
    const rows = Array.isArray(parsed) ? parsed : [parsed];
    if (rows.length === 0) return c.body(null, 201);
    if (rows.length > 1) return fail(c, 400, "PGRST102", "Only one row may be inserted per request");
    const [row] = rows;
    if (typeof row !== "object" || row === null || Array.isArray(row)) {
      return fail(c, 400, "PGRST102", "The body must be a JSON object or an array of one object");
    }

    const record = row as Record<string, unknown>;
    const unknownColumn = Object.keys(record).find((key) => key !== honeypotField && !table.columns.includes(key));
    if (unknownColumn !== undefined) {
      return fail(c, 400, "PGRST204", `Could not find the '${unknownColumn}' column of '${tableName}' in the schema cache`);
    }
    if (typeof record[honeypotField] === "string" && record[honeypotField] !== "") return c.body(null, 201);

    if (/return=representation/i.test(c.req.header("prefer") ?? "")) {
      return fail(c, 401, "42501", `permission denied for table ${tableName}`);
    }

    const result = table.validate(record);
    if (!result.ok) {
      const details = Object.entries(result.errors)
        .map(([field, message]) => `${field}: ${message}`)
        .join(" ");
      return fail(c, 400, "23514", `new row for relation "${tableName}" violates check constraint`, details);
    }

    const validRow = result.value as Record<string, string>;
    const queueNotification = notificationQueue?.statementFor(tableName, validRow);
    try {
      await db.insertAsAnon(tableName, validRow, queueNotification);
    } catch (error) {
      if (!isPostgresError(error)) throw error;
      if (error.code === "23505") return fail(c, 409, "23505", error.message, error.detail ?? "This row already exists.");
      if (error.code.startsWith("23") || error.code.startsWith("22"))
        return fail(c, 400, error.code, error.message, error.detail ?? null);
      if (error.code === "42501") return fail(c, 401, "42501", error.message);
      throw error;
    }
    if (queueNotification) notificationQueue?.queued();
    onInserted?.(tableName, c);
    return c.body(null, 201);
  });

  api.all("/:table", (c) => {
    const tableName = c.req.param("table");
    if (!tables.has(tableName))
      return fail(c, 404, "PGRST205", `Could not find the table 'public.${tableName}' in the schema cache`);
    c.header("Allow", "POST");
    return fail(c, 405, "PGRST405", `${c.req.method} is not allowed on ${tableName}: visitors may only insert`);
  });

  api.all("*", (c) => fail(c, 404, "PGRST000", "Not found"));

  return api;
}
