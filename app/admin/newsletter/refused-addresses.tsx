import { formatWhen } from "../shared/admin-api";
import { ActionButton } from "./action-button";
import type { RefusedAddress } from "./types";

/** Addresses whose mail server refused the newsletter for good: kept off future sends until reactivated. */
export function RefusedAddresses({ refused }: { refused: RefusedAddress[] }) {
  return (
    <section aria-labelledby="refused-addresses" className="mt-12">
      <h2 id="refused-addresses" className="text-2xl font-semibold">
        Refused addresses
      </h2>
      {refused.length === 0 ? (
        <p className="mt-3 text-ink-soft">No mail server has refused the newsletter.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {refused.map((address) => (
            <li
              key={address.email}
              className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-line bg-paper p-4"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">{address.email}</p>
                <p className="mt-1 break-words text-sm text-ink-soft">
                  Refused {formatWhen(address.created_at)}: {address.reason}
                </p>
              </div>
              <ActionButton intent="reactivate" email={address.email} label={`Reactivate ${address.email}`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
