import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ExternalLink } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { bookingLinks } from "~/content/navigation";
import { useOutboundLinks } from "~/lib/outbound-links";

export type Press = "pointer" | "keyboard";

export interface BookingDropdownProps {
  /** The trigger's look and label, the same as the plain button this dropdown replaces. */
  triggerClassName: string;
  children: ReactNode;
  /**
   * How the visitor pressed the plain button before this code arrived, if they did: the menu
   * opens at once, and after a key press focus goes to the first booking, as Radix does for keys.
   */
  pressedWith: Press | null;
  /** The plain button had focus when it was replaced: keep focus on the trigger. */
  focusTrigger: boolean;
}

/** Radix's dropdown of both booking links, each opening the scheduler in a new tab. Loaded by `BookingMenu` on intent. */
export function BookingDropdown({ triggerClassName, children, pressedWith, focusTrigger }: BookingDropdownProps) {
  const links = useOutboundLinks();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusFirstBooking = useRef(pressedWith === "keyboard");

  useEffect(() => {
    if (focusTrigger && !pressedWith) triggerRef.current?.focus();
  }, [focusTrigger, pressedWith]);

  return (
    <DropdownMenu.Root modal={false} defaultOpen={pressedWith !== null}>
      <DropdownMenu.Trigger ref={triggerRef} className={triggerClassName}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          onFocus={(event) => {
            // Radix moves focus to the first item only for keys it saw itself; this press came before it loaded.
            if (!focusFirstBooking.current || event.target !== event.currentTarget) return;
            focusFirstBooking.current = false;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
          className="z-50 min-w-60 rounded-lg border border-line bg-paper p-1.5 shadow-lg"
        >
          {bookingLinks.map((link) => (
            <DropdownMenu.Item key={link.linkKey} asChild>
              <a
                href={links.link(link.linkKey)}
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
