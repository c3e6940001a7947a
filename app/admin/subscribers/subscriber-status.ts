import type { SubscriberStatus } from "../shared/admin-api";

/** Where a subscriber stands, as the list and their record write it. */
export const subscriberStatusLabels: Record<SubscriberStatus, string> = {
  pending: "Waiting for confirmation",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};
