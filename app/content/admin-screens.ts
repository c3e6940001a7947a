/** The back office's screens after the Inbox, in the order its navigation lists them, by the words of their links. */
export const screensAfterInbox = [
  { to: "/admin/visits", label: "Visits" },
  { to: "/admin/sales", label: "Sales & bookings" },
  { to: "/admin/connections", label: "Connections" },
  { to: "/admin/subscribers", label: "Subscribers" },
  { to: "/admin/health", label: "Health" },
  { to: "/admin/newsletter", label: "Newsletter" },
  { to: "/admin/settings", label: "Your details" },
] as const;
