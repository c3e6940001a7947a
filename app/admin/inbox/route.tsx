import { useLoaderData } from "react-router";
import { inboxQueryOf } from "~/admin/inbox/inbox-query";
import { InboxTabs } from "~/admin/inbox/inbox-tabs";
import { MessageList } from "~/admin/inbox/message-list";
import { adminGet } from "~/admin/shared/admin-api";
import { ListSearch } from "~/admin/shared/list-search";
import { ScreenHeader } from "~/admin/shell/screen-header";
import type { InboxPage } from "./types";

export async function clientLoader({ request }: { request: Request }) {
  const query = inboxQueryOf(new URL(request.url).searchParams);
  const params = new URLSearchParams({ status: query.status, search: query.search });
  return { page: await adminGet<InboxPage>(`messages?${params}`, request.signal), query };
}

export default function InboxScreen() {
  const { page, query } = useLoaderData<typeof clientLoader>();
  const unread = page.messages.filter((message) => message.read_at === null).length;
  return (
    <>
      <ScreenHeader title="Inbox" exports={{ resource: "messages", label: "Export messages (CSV)" }}>
        {page.newMessages} new{unread > 0 ? `, ${unread} unread on this tab` : ""}. Newest first.
      </ScreenHeader>
      <InboxTabs query={query} counts={page.counts} />
      <ListSearch
        id="message-search"
        label="Search by name, e-mail address or words in the message"
        search={query.search}
        keep={query.status === "new" ? {} : { status: query.status }}
      />
      <MessageList messages={page.messages} query={query} />
    </>
  );
}
