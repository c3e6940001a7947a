import { NavLink } from "react-router";

const linkStyles = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 font-semibold no-underline ${isActive ? "bg-accent text-white" : "text-ink hover:bg-sand-deep"}`;

/** The screens after the Inbox, in the order the navigation lists them. */
const otherScreens = [
  { to: "/admin/visits", label: "Visits" },
  { to: "/admin/sales", label: "Sales & bookings" },
  { to: "/admin/connections", label: "Connections" },
  { to: "/admin/subscribers", label: "Subscribers" },
  { to: "/admin/health", label: "Health" },
  { to: "/admin/newsletter", label: "Newsletter" },
  { to: "/admin/settings", label: "Your details" },
] as const;

/** The back office's screens in one row, the current one marked (aria-current); on a narrow screen the row scrolls sideways. */
export function AdminNav({ newMessages }: { newMessages: number }) {
  return (
    <nav aria-label="Back office" className="-mx-1 overflow-x-auto">
      <ul className="flex gap-1 whitespace-nowrap p-1">
        <li>
          <NavLink to="/admin" end className={linkStyles}>
            Inbox{newMessages > 0 ? ` (${newMessages} new)` : ""}
          </NavLink>
        </li>
        {otherScreens.map((screen) => (
          <li key={screen.to}>
            <NavLink to={screen.to} className={linkStyles}>
              {screen.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
