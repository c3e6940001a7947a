import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { CalendarDays, ChevronDown, ExternalLink } from "lucide-react";
import { bookingLinks } from "~/content/navigation";
import { site } from "~/content/site";
import { buttonStyles } from "../ui/button-styles";

/** The header's 'Book a Session' dropdown: both booking links, each opening the scheduler in a new tab. */
export function BookingMenu() {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonStyles("primary", "px-4 py-2.5 text-sm")}>
        <CalendarDays aria-hidden="true" className="size-4" />
        Book a Session
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-60 rounded-lg border border-line bg-paper p-1.5 shadow-lg"
        >
          {bookingLinks.map((link) => (
            <DropdownMenu.Item key={link.linkKey} asChild>
              <a
                href={site.links[link.linkKey]}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center justify-between gap-3 rounded-md px-3 py-2.5 text-sm font-medium text-ink outline-none data-[highlighted]:bg-accent-soft data-[highlighted]:text-accent-strong"
              >
                {link.label}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
