import { useLoaderData } from "react-router";
import { adminGet, type MessageSummary } from "~/components/admin/admin-api";
import { MessageList } from "~/components/admin/message-list";
import { ScreenHeader } from "~/components/admin/screen-header";

export function clientLoader({ request }: { request: Request }) {
  return adminGet<{ messages: MessageSummary[]; newMessages: number }>("messages", request.signal);
}

export default function InboxPage() {
  const { messages, newMessages } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <ScreenHeader title="Inbox" exports={{ resource: "messages", label: "Export messages (CSV)" }}>
        {messages.length} {messages.length === 1 ? "message" : "messages"}, {newMessages} new. Newest first.
      </ScreenHeader>
      <MessageList messages={messages} />
    </>
  );
}
