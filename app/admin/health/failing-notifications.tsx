import { type FailingNotification, formatWhen } from "../shared/admin-api";

const what: Record<string, string> = {
  contact_message: "New message notice",
  subscriber: "New subscriber notice",
  mail: "E-mail (such as a sign-in link)",
};

/** Notifications that could not be sent, each with the last error and when it is tried again. */
export function FailingNotifications({ failing }: { failing: FailingNotification[] }) {
  if (failing.length === 0) return <p className="mt-4 text-ink-soft">Nothing is failing: notifications are going out.</p>;
  return (
    <ul className="mt-4 space-y-3">
      {failing.map((notification) => (
        <li key={notification.id} className="rounded-lg border border-danger bg-paper p-4">
          <p className="font-semibold">
            {what[notification.kind] ?? notification.kind} by {notification.channel}, queued {formatWhen(notification.created_at)}
          </p>
          <p className="mt-1 break-words text-danger">Last error: {notification.last_error}</p>
          <p className="mt-1 text-sm text-ink-soft">
            {notification.attempts} {notification.attempts === 1 ? "attempt" : "attempts"}; next try{" "}
            {formatWhen(notification.next_attempt_at)}
          </p>
        </li>
      ))}
    </ul>
  );
}
