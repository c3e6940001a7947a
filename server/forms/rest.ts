import type { Context } from "hono";
import { Hono } from "hono";
import { confirmationEmailHeader } from "../../app/lib/messages";
import { honeypotField } from "../../app/lib/validation";
import { maxBodyBytes, readBody } from "../http/request-body";
import type { InsertGate } from "./insert-gate";
import { insertVisitorRow, type VisitorRowOptions, visitorTables } from "./visitor-rows";

interface RestOptions extends VisitorRowOptions {
  allowInsert: InsertGate;
}

type ErrorStatus = 400 | 401 | 404 | 405 | 409 | 413 | 415 | 429 | 500;

/** A PostgREST-shaped error body. */
function fail(c: Context, status: ErrorStatus, code: string, message: string, details: string | null = null) {
  return c.json({ code, details, hint: null, message }, status);
}

/**
 * `POST /rest/v1/subscribers` and `POST /rest/v1/contact_messages`, answering as
 * PostgREST does for a role that may insert but not read, so the browser code
 * works unchanged against this server or a Supabase project; a sign-up's 201 carries
 * `X-Confirmation-Email: waiting` when its confirmation waits for a place (decision 094).
 */
export function createRestApi({ allowInsert, ...rowOptions }: RestOptions) {
  const api = new Hono();

  api.post("/:table", async (c) => {
    const tableName = c.req.param("table");
    const table = visitorTables.get(tableName);
    if (!table) return fail(c, 404, "PGRST205", `Could not find the table 'public.${tableName}' in the schema cache`);

    if (!allowInsert(c, tableName)) {
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
    if (/return=representation/i.test(c.req.header("prefer") ?? "")) {
      return fail(c, 401, "42501", `permission denied for table ${tableName}`);
    }

    const result = await insertVisitorRow(rowOptions, tableName, table, record, c).catch((error: unknown) => {
      // Answered 500 by the app; a post the server failed does not use up the visitor's limit.
      allowInsert.refund(c, tableName);
      throw error;
    });
    if (result.kind === "invalid") {
      const details = Object.entries(result.errors)
        .map(([field, message]) => `${field}: ${message}`)
        .join(" ");
      return fail(c, 400, "23514", `new row for relation "${tableName}" violates check constraint`, details);
    }
    if (result.kind === "refused") return fail(c, result.status, result.code, result.message, result.details);
    // A sign-up whose confirmation waits for a place under the day's cap says so in a header PostgREST clients pass
    // over, so the form tells the visitor what the page without JavaScript tells them (decision 094).
    if (result.mail === "waiting") c.header(confirmationEmailHeader, "waiting");
    return c.body(null, 201);
  });

  api.all("/:table", (c) => {
    const tableName = c.req.param("table");
    if (!visitorTables.has(tableName))
      return fail(c, 404, "PGRST205", `Could not find the table 'public.${tableName}' in the schema cache`);
    c.header("Allow", "POST");
    return fail(c, 405, "PGRST405", `${c.req.method} is not allowed on ${tableName}: visitors may only insert`);
  });

  api.all("*", (c) => fail(c, 404, "PGRST000", "Not found"));

  return api;
}
