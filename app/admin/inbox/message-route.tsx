import { Link, redirect, useLoaderData } from "react-router";
import { MessageActions } from "~/admin/inbox/message-actions";
import { StatusBadge } from "~/admin/inbox/status-badge";
import { visitSourceText } from "~/admin/inbox/visit-source";
import { adminGet, adminPost, type FullMessage, formatWhen } from "~/admin/shared/admin-api";
import { AdminTitle } from "~/admin/shell/admin-title";

interface Args {
  request: Request;
  params: { messageId?: string };
}

/** Opening a message marks it read. */
export function clientLoader({ request, params }: Args) {
  return adminGet<{ message: FullMessage }>(`messages/${params.messageId}`, request.signal);
}

/** A new status; or unread again, back to the inbox (staying here would open, and so read, it again). */
export async function clientAction({ request, params }: Args) {
  const form = await request.formData();
  if (form.get("read") === "unread") {
    await adminPost(`messages/${params.messageId}/unread`);
    return redirect("/admin");
  }
  await adminPost(`messages/${params.messageId}/status`, { status: form.get("status") });
  return null;
}

export default function MessagePage() {
  const { message } = useLoaderData<typeof clientLoader>();
  return (
    <article className="rounded-lg border border-line bg-paper p-5 sm:p-8">
      <AdminTitle screen={message.subject} />
      <Link to="/admin" className="text-sm font-semibold">
        ← Back to the inbox
      </Link>
      <h1 className="mt-4 break-words text-3xl font-semibold">{message.subject}</h1>
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-ink-soft sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink">From</dt>
        <dd className="break-words">
          {message.name} &lt;{message.email}&gt;
        </dd>
        <dt className="font-semibold text-ink">Interest</dt>
        <dd>{message.interest_label}</dd>
        <dt className="font-semibold text-ink">Came from</dt>
        <dd>{visitSourceText(message)}</dd>
        <dt className="font-semibold text-ink">Received</dt>
        <dd>{formatWhen(message.created_at)}</dd>
        <dt className="font-semibold text-ink">Status</dt>
        <dd>
          <StatusBadge status={message.status} />
        </dd>
      </dl>
      <p className="mt-6 whitespace-pre-wrap break-words text-lg">{message.message}</p>
      <MessageActions message={message} />
    </article>
  );
}
