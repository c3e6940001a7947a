/**
 * What the Inbox's API answers (/admin/api/messages, server/messages/): the types the server returns and the screen reads.
 * Timestamps are ISO strings, as they arrive in JSON.
 */

/** Where the coach stands with a contact message. */
export const messageStatuses = ["new", "replied", "archived"] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** A message as the inbox lists it, with the start of its text. */
export interface MessageSummary {
  id: number;
  created_at: string;
  status: MessageStatus;
  /** When the coach first opened it; null while unread. */
  read_at: string | null;
  /** When she last marked it replied; null when she has not (or before replies were timed). */
  replied_at: string | null;
  name: string;
  email: string;
  /** The form's value (career, consulting, a session's name, other), as stored. */
  interest: string;
  /** That interest as the contact form words it now: her session's name, or the stored value for one she removed. */
  interest_label: string;
  subject: string;
  preview: string;
  /** The source the sender's visit was credited to (decision 026's way); null when the visit was not known. */
  visit_source: string | null;
  /** That visit's campaign (utm_campaign); empty or null when it had none. */
  visit_campaign: string | null;
}

export interface FullMessage extends Omit<MessageSummary, "preview"> {
  message: string;
  /** The page the sender's visit started on. */
  visit_landing: string | null;
}

/** What the inbox asks for: one status's messages, narrowed by a search of names, addresses and text. */
export interface InboxQuery {
  status: MessageStatus;
  search: string;
}

/** One tab of the inbox: its messages, newest first, and how many each tab holds with the same search. */
export interface InboxPage<Summary = MessageSummary> {
  messages: Summary[];
  counts: Record<MessageStatus, number>;
  newMessages: number;
}
