import { Hono } from "hono";
import type { Database } from "../storage/db";
import { csvDownload } from "./csv-download";
import { jsonObject } from "./guards";
import { type AdminEnv, requireSession } from "./sessions";

export const messageStatuses = ["new", "replied", "archived"] as const;

export const messageExportColumns = ["id", "created_at", "status", "name", "email", "interest", "subject", "message"];

export async function newMessageCount(db: Database): Promise<number> {
  const [row] = await db.query("select count(*)::int as count from public.contact_messages where status = 'new'");
  return Number(row?.count ?? 0);
}

/** /admin/api/messages: the inbox, newest first; one message whole; its status; the CSV export. */
export function createMessagesApi(db: Database, secure: boolean) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));

  api.get("/", async (c) => {
    const messages = await db.query(
      `select id, created_at, status, name, email, interest, subject, left(message, 240) as preview
       from public.contact_messages order by created_at desc, id desc limit 1000`,
    );
    return c.json({ messages, newMessages: await newMessageCount(db) });
  });

  api.get("/export.csv", async (c) => {
    const rows = await db.query(`select ${messageExportColumns.join(", ")} from public.contact_messages order by id`);
    return csvDownload(c, "messages", messageExportColumns, rows);
  });

  api.get("/:id{[0-9]{1,15}}", async (c) => {
    const [message] = await db.query(
      "select id, created_at, status, name, email, interest, subject, message from public.contact_messages where id = $1",
      [c.req.param("id")],
    );
    if (!message) return c.json({ code: "404", message: "There is no such message." }, 404);
    return c.json({ message });
  });

  api.post("/:id{[0-9]{1,15}}/status", async (c) => {
    const body = await jsonObject(c.req.raw);
    const status = messageStatuses.find((known) => known === body?.status);
    if (!status) return c.json({ code: "400", message: `The status must be one of ${messageStatuses.join(", ")}.` }, 400);
    const [updated] = await db.query("update public.contact_messages set status = $2 where id = $1 returning id, status", [
      c.req.param("id"),
      status,
    ]);
    if (!updated) return c.json({ code: "404", message: "There is no such message." }, 404);
    return c.json({ message: updated, newMessages: await newMessageCount(db) });
  });

  return api;
}
