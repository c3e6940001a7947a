import { Hono } from "hono";
import { messageStatuses } from "../../app/admin/inbox/types";
import { interestLabelOf } from "../../app/content/contact";
import { bigintId } from "../http/path-ids";
import { refuse } from "../http/refusal";
import {
  allMessages,
  inboxPage,
  markUnread,
  messageExportColumns,
  newMessageCount,
  openMessage,
  setMessageStatus,
} from "../messages/inbox";
import { savedSessions } from "../settings/site-content-store";
import { jsonObject } from "../sign-in/guards";
import { type AdminEnv, requireSession } from "../sign-in/sessions";
import type { Database } from "../storage/db";
import { csvDownload } from "./csv-download";

/** /admin/api/messages: one tab of the inbox (?status=new|replied|archived&search=…), newest first; one message whole, marked read; its status; the CSV export. */
export function createMessagesApi(db: Database, secure: boolean) {
  const api = new Hono<AdminEnv>();
  api.use(requireSession(db, secure));
  /** Each message's interest as the contact form words it now, from her sessions. */
  const labelled = async <Message extends { interest: string }>(messages: Message[]) => {
    const sessions = await savedSessions(db);
    return messages.map((message) => ({ ...message, interest_label: interestLabelOf(sessions, message.interest) }));
  };

  api.get("/", async (c) => {
    const status = messageStatuses.find((known) => known === (c.req.query("status") ?? "new"));
    if (!status) return refuse(c, 400, { message: `The status must be one of ${messageStatuses.join(", ")}.` });
    const page = await inboxPage(db, { status, search: c.req.query("search") ?? "" });
    return c.json({ ...page, messages: await labelled(page.messages) });
  });

  api.get("/export.csv", async (c) => csvDownload(c, "messages", messageExportColumns, await allMessages(db)));

  api.get(`/:id{${bigintId}}`, async (c) => {
    const message = await openMessage(db, c.req.param("id"));
    if (!message) return refuse(c, 404, { message: "There is no such message." });
    const [withLabel] = await labelled([message]);
    return c.json({ message: withLabel });
  });

  api.post(`/:id{${bigintId}}/status`, async (c) => {
    const body = await jsonObject(c.req.raw);
    const status = messageStatuses.find((known) => known === body?.status);
    if (!status) return refuse(c, 400, { message: `The status must be one of ${messageStatuses.join(", ")}.` });
    const updated = await setMessageStatus(db, c.req.param("id"), status);
    if (!updated) return refuse(c, 404, { message: "There is no such message." });
    return c.json({ message: updated, newMessages: await newMessageCount(db) });
  });

  api.post(`/:id{${bigintId}}/unread`, async (c) => {
    if (!(await markUnread(db, c.req.param("id")))) return refuse(c, 404, { message: "There is no such message." });
    return c.json({ unread: true });
  });

  return api;
}
