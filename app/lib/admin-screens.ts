/**
 * The back office's screens its menu leads to, in the menu's order: the one list that the navigation
 * (app/admin/shell/admin-nav.tsx), the routes (app/routes.ts) and the tests that walk every screen read.
 * `path` is under /admin ("" for the Inbox), `heading` the screen's h1, `module` its route module.
 */
export const adminScreens = [
  { path: "", label: "Inbox", heading: "Inbox", module: "admin/inbox/route.tsx" },
  { path: "visits", label: "Visits", heading: "Visits", module: "admin/visits/route.tsx" },
  { path: "sales", label: "Sales & bookings", heading: "Sales & bookings", module: "admin/sales/route.tsx" },
  { path: "connections", label: "Connections", heading: "Connections", module: "admin/connections/route.tsx" },
  { path: "subscribers", label: "Subscribers", heading: "Subscribers", module: "admin/subscribers/route.tsx" },
  { path: "health", label: "Health", heading: "Health", module: "admin/health/route.tsx" },
  { path: "newsletter", label: "Newsletter", heading: "Newsletter", module: "admin/newsletter/route.tsx" },
  { path: "site", label: "Your site", heading: "Your site", module: "admin/site/route.tsx" },
  { path: "settings", label: "Your details", heading: "Your details and links", module: "admin/details/route.tsx" },
] as const;

export type AdminScreen = (typeof adminScreens)[number];

/** A screen's address, e.g. /admin/visits. */
export const adminScreenPath = (screen: AdminScreen) => (screen.path === "" ? "/admin" : `/admin/${screen.path}`);
