import { CalendarDays, ChevronDown } from "lucide-react";
import { type ComponentType, type KeyboardEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { bookingSessionsPath } from "~/content/navigation";
import { buttonStyles } from "../ui/button-styles";
import type { BookingDropdownProps, Press } from "./booking-dropdown";

const triggerClassName = buttonStyles("primary", "px-4 py-2.5 text-sm");
const openingKeys = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

interface LoadedDropdown {
  Dropdown: ComponentType<BookingDropdownProps>;
  pressedWith: Press | null;
  focusTrigger: boolean;
}

/**
 * The header's 'Book a Session' menu. Its Radix dropdown is a quarter of a page's JavaScript, so the page
 * ships a plain button and fetches the dropdown when the visitor heads for it (pointer over, focus) or
 * presses it; a press that arrives before the code opens the menu as soon as it is there.
 * With JavaScript off, a link to the two sessions and their booking links stands in for the button.
 */
export function BookingMenu() {
  const [loaded, setLoaded] = useState<LoadedDropdown | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pressedWith = useRef<Press | null>(null);
  const loading = useRef<Promise<void> | null>(null);

  function load(press?: Press) {
    if (press) pressedWith.current = press;
    loading.current ??= import("./booking-dropdown").then(({ BookingDropdown }) =>
      setLoaded({
        Dropdown: BookingDropdown,
        pressedWith: pressedWith.current,
        focusTrigger: document.activeElement === buttonRef.current,
      }),
    );
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!openingKeys.has(event.key)) return;
    event.preventDefault();
    load("keyboard");
  }

  const label = (
    <>
      <CalendarDays aria-hidden="true" className="size-4" />
      Book a Session
      <ChevronDown aria-hidden="true" className="size-4" />
    </>
  );

  if (loaded) {
    const { Dropdown, ...state } = loaded;
    return (
      <Dropdown triggerClassName={triggerClassName} {...state}>
        {label}
      </Dropdown>
    );
  }
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        className={`${triggerClassName} noscript:hidden`}
        onPointerEnter={() => load()}
        onFocus={() => load()}
        onClick={() => load("pointer")}
        onKeyDown={onKeyDown}
      >
        {label}
      </button>
      <span className="hidden noscript:inline">
        <Link to={bookingSessionsPath} className={triggerClassName}>
          {label}
        </Link>
      </span>
    </>
  );
}
