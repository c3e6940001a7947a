import { useLoaderData } from "react-router";
import { adminGet, type MessageSummary } from "~/components/admin/admin-api";
import { AdminTitle } from "~/components/admin/admin-title";
import { ExportLink } from "~/components/admin/export-link";
import { MessageList } from "~/components/admin/message-list";

export function clientLoader({ request }: { request: Request }) {
  return adminGet<{ messages: MessageSummary[]; newMessages: number }>("messages", request.signal);
}

export default function InboxPage() {
  const { messages, newMessages } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <AdminTitle screen="Inbox" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-semibold">Inbox</h1>
          <p className="mt-2 text-ink-soft">
            {messages.length} {messages.length === 1 ? "message" : "messages"}, {newMessages} new. Newest first.
          </p>
        </div>
        <ExportLink resource="messages" label="Export messages (CSV)" />
      </div>
      <MessageList messages={messages} />
    </>
  );
}
