import type { FullMessage, InboxPage, InboxQuery, MessageStatus, MessageSummary } from "../../app/admin/inbox/types";

/** A message as stored: its interest is labelled by who knows her sessions (server/admin/messages.ts). */
export type StoredSummary = Omit<MessageSummary, "interest_label">;
export type StoredMessage = Omit<FullMessage, "interest_label">;

import type { Queryable } from "../storage/db";
import { containing, searchTermOf } from "../storage/search-terms";

export const messageExportColumns = ["id", "created_at", "status", "name", "email", "interest", "subject", "message"];

/** The most messages one tab lists; a search finds older ones. */
export const inboxPageSize = 500;

export async function newMessageCount(db: Queryable): Promise<number> {
  const [row] = await db.query("select count(*)::int as count from public.contact_messages where status = 'new'");
  return Number(row?.count ?? 0);
}

/** Rows matching the search ($1, a pattern) in the sender's name, address, subject or message; every row when $1 is null. */
const matchesSearch = "($1::text is null or name ilike $1 or email ilike $1 or subject ilike $1 or message ilike $1)";

/** One tab of the inbox, newest first, each message with the start of its text, and every tab's count under the same search. */
export async function inboxPage(db: Queryable, { status, search }: InboxQuery): Promise<InboxPage<StoredSummary>> {
  const term = searchTermOf(search);
  const pattern = term === "" ? null : containing(term);
  const messages = await db.query(
    `select id, created_at, status, read_at, replied_at, name, email, interest, subject, left(message, 240) as preview, visit_source,
       visit_campaign
     from public.contact_messages where status = $2 and ${matchesSearch}
     order by created_at desc, id desc limit ${inboxPageSize}`,
    [pattern, status],
  );
  const counted = await db.query(
    `select status, count(*)::int as count from public.contact_messages where ${matchesSearch} group by status`,
    [pattern],
  );
  const counts: Record<MessageStatus, number> = { new: 0, replied: 0, archived: 0 };
  for (const row of counted) counts[row.status as MessageStatus] = Number(row.count);
  return { messages: messages as unknown as StoredSummary[], counts, newMessages: await newMessageCount(db) };
}

/** Every message, oldest first, with the export's columns. */
export function allMessages(db: Queryable) {
  return db.query(`select ${messageExportColumns.join(", ")} from public.contact_messages order by id`);
}

/** One message whole, marked read if this is its first opening; undefined when there is no such message. */
export async function openMessage(db: Queryable, id: string): Promise<StoredMessage | undefined> {
  const [message] = await db.query(
    `update public.contact_messages set read_at = coalesce(read_at, now()) where id = $1
     returning id, created_at, status, read_at, replied_at, name, email, interest, subject, message, visit_source, visit_campaign, visit_landing`,
    [id],
  );
  return message as StoredMessage | undefined;
}

/**
 * Sets a message's status; undefined when there is no such message. Replied stamps the time (each reply moves it on),
 * New clears it, Archived keeps it.
 */
export async function setMessageStatus(db: Queryable, id: string, status: MessageStatus) {
  const [updated] = await db.query(
    `update public.contact_messages
     set status = $2,
       replied_at = case $2::text when 'replied' then now() when 'new' then null else replied_at end
     where id = $1 returning id, status, replied_at`,
    [id, status],
  );
  return updated;
}

/** Marks a message unread again, to come back to it. */
export async function markUnread(db: Queryable, id: string) {
  const [updated] = await db.query("update public.contact_messages set read_at = null where id = $1 returning id", [id]);
  return updated;
}
