import { CalendarDays, ChevronDown } from "lucide-react";
import { bookingSessionsPath } from "~/content/navigation";
import { useOutboundLinks } from "~/lib/outbound-links";
import { useSite } from "~/lib/site-context";
import { buttonStyles } from "../ui/button-styles";
import { ExternalLink } from "../ui/external-link";

const menuId = "booking-menu";
const triggerClassName = buttonStyles("primary", "px-4 py-2.5 text-sm");

/**
 * The header's 'Book a Session' menu: a button and a native popover (the Popover API), so it needs no
 * JavaScript. The browser opens it from the button by click, Enter or Space, moves Tab into it, and closes
 * it on Escape (focus back on the button) or a click elsewhere; the button's expanded state is exposed.
 * A browser without the Popover API gets a link to both sessions and their booking links instead.
 */
export function BookingMenu() {
  const site = useSite();
  const links = useOutboundLinks();
  const label = (
    <>
      <CalendarDays aria-hidden="true" className="size-4" />
      Book a Session
      <ChevronDown aria-hidden="true" className="size-4" />
    </>
  );
  return (
    <>
      <button
        type="button"
        popoverTarget={menuId}
        className={`${triggerClassName} not-supports-[selector(:popover-open)]:hidden`}
      >
        {label}
      </button>
      <a href={bookingSessionsPath} className={`${triggerClassName} supports-[selector(:popover-open)]:hidden`}>
        {label}
      </a>
      <ul id={menuId} popover="auto" className="booking-menu min-w-60 rounded-lg border border-line bg-paper p-1.5 shadow-lg">
        {site.sessions.map((session) => (
          <li key={session.id}>
            <ExternalLink
              href={links.session(session)}
              className="flex items-center justify-between gap-3 rounded-md px-3 py-2.5 text-sm font-medium text-ink hover:bg-accent-soft hover:text-accent-strong focus-visible:bg-accent-soft focus-visible:text-accent-strong"
            >
              {session.menuLabel}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </>
  );
}
