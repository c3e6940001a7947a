import type { QueuedNotification } from "./outbox";

/** The JSON posted for a notification: the same facts as the e-mail. */
export function webhookBody(notification: QueuedNotification) {
  return {
    id: notification.id,
    kind: notification.kind,
    sourceId: notification.sourceId,
    createdAt: notification.createdAt.toISOString(),
    fields: notification.fields,
  };
}

/** Posts notifications as JSON to `url`; any answer but 2xx is a failure, retried later. */
export function createWebhookSender(url: string, timeoutMs = 30_000) {
  return async (notification: QueuedNotification): Promise<undefined> => {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        // The same key on a resend after a crash, so the receiver can drop the duplicate.
        "Idempotency-Key": `notification-${notification.id}-${notification.createdAt.getTime()}`,
      },
      body: JSON.stringify(webhookBody(notification)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`The webhook answered ${response.status} ${response.statusText}`.trim());
  };
}
