import type { FullMessage, MessageStatus, MessageSummary } from "../../app/lib/back-office-types";
import type { Queryable } from "../storage/db";

export const messageExportColumns = ["id", "created_at", "status", "name", "email", "interest", "subject", "message"];

export async function newMessageCount(db: Queryable): Promise<number> {
  const [row] = await db.query("select count(*)::int as count from public.contact_messages where status = 'new'");
  return Number(row?.count ?? 0);
}

/** The inbox: the newest 1,000 messages, newest first, each with the start of its text. */
export async function latestMessages(db: Queryable): Promise<MessageSummary[]> {
  return (await db.query(
    `select id, created_at, status, name, email, interest, subject, left(message, 240) as preview
     from public.contact_messages order by created_at desc, id desc limit 1000`,
  )) as unknown as MessageSummary[];
}

/** Every message, oldest first, with the export's columns. */
export function allMessages(db: Queryable) {
  return db.query(`select ${messageExportColumns.join(", ")} from public.contact_messages order by id`);
}

/** One message whole; undefined when there is no such message. */
export async function messageById(db: Queryable, id: string): Promise<FullMessage | undefined> {
  const [message] = await db.query(
    "select id, created_at, status, name, email, interest, subject, message from public.contact_messages where id = $1",
    [id],
  );
  return message as FullMessage | undefined;
}

/** Sets a message's status; undefined when there is no such message. */
export async function setMessageStatus(db: Queryable, id: string, status: MessageStatus) {
  const [updated] = await db.query("update public.contact_messages set status = $2 where id = $1 returning id, status", [
    id,
    status,
  ]);
  return updated;
}
