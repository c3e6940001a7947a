import { Link } from "react-router";
import { sourceInWords } from "~/lib/source-in-words";
import { formatWhen, type MessageSummary } from "../shared/admin-api";
import { inboxTabs } from "./inbox-query";
import type { InboxQuery } from "./types";

function EmptyTab({ query }: { query: InboxQuery }) {
  const tab = inboxTabs.find((known) => known.status === query.status)?.label.toLowerCase();
  return (
    <p className="mt-6 text-ink-soft">
      {query.search === ""
        ? `No ${tab} messages. New ones appear under New as they arrive.`
        : `No ${tab} messages match “${query.search}”. The other tabs show how many match there.`}
    </p>
  );
}

/**
 * One tab of the inbox: each message with who sent it, about what, where they came from, its first lines and when; unread
 * ones say so, and those she replied to say when.
 */
export function MessageList({ messages, query }: { messages: MessageSummary[]; query: InboxQuery }) {
  if (messages.length === 0) return <EmptyTab query={query} />;
  return (
    <ul className="mt-6 divide-y divide-line rounded-lg border border-line bg-paper">
      {messages.map((message) => {
        const unread = message.read_at === null;
        return (
          <li key={message.id} className={`p-4 sm:p-5 ${unread ? "border-l-4 border-l-accent" : ""}`}>
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              {unread ? (
                <span className="rounded-full border border-accent-strong px-2.5 py-0.5 text-sm font-semibold text-accent-strong">
                  Unread
                </span>
              ) : null}
              <h2 className={`min-w-0 text-lg ${unread ? "font-bold" : "font-medium"}`}>
                <Link to={`/admin/messages/${message.id}`} className="text-ink underline-offset-4 hover:text-accent-strong">
                  {message.subject}
                </Link>
              </h2>
              <time dateTime={message.created_at} className="text-sm text-muted sm:ml-auto">
                {formatWhen(message.created_at)}
              </time>
            </div>
            <p className="mt-1 text-sm text-ink-soft">
              {message.name} · {message.email} · {message.interest_label} · came from{" "}
              {message.visit_source
                ? sourceInWords({ source: message.visit_source, campaign: message.visit_campaign ?? "" })
                : "an unknown source"}
            </p>
            <p className="mt-2 line-clamp-2 text-ink-soft">{message.preview}</p>
            {message.replied_at ? (
              <p className="mt-2 text-sm font-semibold text-ink">
                Replied <time dateTime={message.replied_at}>{formatWhen(message.replied_at)}</time>
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
