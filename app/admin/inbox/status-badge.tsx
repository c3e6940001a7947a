import type { MessageStatus } from "../shared/admin-api";

const styles: Record<MessageStatus, string> = {
  new: "bg-accent text-white",
  replied: "bg-accent-soft text-accent-strong",
  archived: "bg-sand-deep text-ink-soft",
};

/** A message's status as a small label: new, replied or archived. */
export function StatusBadge({ status }: { status: MessageStatus }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${styles[status]}`}>{status}</span>;
}
