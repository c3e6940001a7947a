import { useEffect, useRef } from "react";
import type { Erased } from "./erase-person";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** After "Delete everything about this person": whose data went and what was removed; focused so it is read out. */
export function ErasureNotice({ erased }: { erased: Erased }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  const { removed } = erased;
  const items = [
    plural(removed.subscribers, "subscription", "subscriptions"),
    plural(removed.consentEvents, "consent event", "consent events"),
    plural(removed.contactMessages, "contact message", "contact messages"),
    plural(removed.notificationPayloads, "notification", "notifications"),
    plural(removed.newsletterDeliveries, "newsletter delivery record", "newsletter delivery records"),
    plural(removed.tokens + removed.confirmationLog, "confirmation record", "confirmation records"),
    plural(removed.bookingsAndSales, "booking or sale address", "booking or sale addresses"),
  ];
  return (
    <div ref={notice} tabIndex={-1} role="status" className="mt-6 rounded-lg border border-accent bg-accent-soft p-4">
      <p className="font-semibold">Everything about {erased.email} was deleted.</p>
      <p className="mt-1">Removed: {items.join(", ")}.</p>
      <p className="mt-1">
        Only a one-way fingerprint of the address is kept, so that no import can add it again. If they subscribe again themselves,
        they can.
      </p>
      {erased.scrubbed ? null : (
        <p className="mt-1">
          A backup is reading the list right now, so the old copies on disk are removed as soon as it ends. Health shows it until
          then.
        </p>
      )}
    </div>
  );
}
