import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { NavLink } from "react-router";
import { adminScreenPath, adminScreens } from "~/lib/admin-screens";

const linkStyles = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 font-semibold no-underline ${isActive ? "bg-accent text-white" : "text-ink hover:bg-sand-deep"}`;

const screensId = "admin-screens";

/**
 * The back office's screens, the current one marked (aria-current). On a wide screen they sit in a row (wrapping
 * onto a second rather than hiding any); on a phone or at 200 % zoom they fold behind a Menu button (aria-expanded)
 * that opens them as a list under the header, every one within reach. Choosing one closes it, and so do Escape
 * (focus back on the button), a click elsewhere and focus moving out of it.
 */
export function AdminNav({ newMessages }: { newMessages: number }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(false);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("focusin", outside);
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", onEscape);
    return () => {
      document.removeEventListener("focusin", outside);
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", onEscape);
    };
  }, [open]);

  return (
    <nav ref={nav} aria-label="Back office" className="shrink-0 lg:shrink">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={screensId}
        onClick={() => setOpen((before) => !before)}
        className="flex items-center gap-1.5 rounded-md border border-line bg-paper px-2.5 py-2 font-semibold sm:px-3 lg:hidden"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        Menu
      </button>
      <ul
        id={screensId}
        className={`${open ? "flex" : "hidden"} absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] flex-col gap-1 overflow-y-auto border-b border-line bg-paper p-3 shadow-lg lg:static lg:flex lg:max-h-none lg:flex-row lg:flex-wrap lg:border-0 lg:bg-transparent lg:p-1 lg:shadow-none`}
      >
        {adminScreens.map((screen) => (
          <li key={screen.path}>
            {/* The Inbox is marked on its own address only, and counts what is new in it. */}
            <NavLink to={adminScreenPath(screen)} end={screen.path === ""} className={linkStyles} onClick={close}>
              {screen.label}
              {screen.path === "" && newMessages > 0 ? ` (${newMessages} new)` : ""}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
