import { Link } from "react-router";
import { formatWhen, type MessageSummary } from "./admin-api";
import { StatusBadge } from "./status-badge";

/** The inbox: each message with who sent it, about what, its first lines and when it came. */
export function MessageList({ messages }: { messages: MessageSummary[] }) {
  if (messages.length === 0) return <p className="mt-6 text-ink-soft">No messages yet. New ones appear here as they arrive.</p>;
  return (
    <ul className="mt-6 divide-y divide-line rounded-lg border border-line bg-paper">
      {messages.map((message) => (
        <li key={message.id} className="p-4 sm:p-5">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <StatusBadge status={message.status} />
            <h2 className="text-lg font-semibold">
              <Link to={`/admin/messages/${message.id}`} className="text-ink underline-offset-4 hover:text-accent-strong">
                {message.subject}
              </Link>
            </h2>
            <time dateTime={message.created_at} className="text-sm text-muted sm:ml-auto">
              {formatWhen(message.created_at)}
            </time>
          </div>
          <p className="mt-1 text-sm text-ink-soft">
            {message.name} · {message.email} · {message.interest}
          </p>
          <p className="mt-2 line-clamp-2 text-ink-soft">{message.preview}</p>
        </li>
      ))}
    </ul>
  );
}
