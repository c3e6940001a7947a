import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { bookingLinks, mainNavigation } from "~/content/navigation";
import { useOutboundLinks } from "~/lib/outbound-links";
import { buttonStyles } from "../ui/button-styles";
import { ExternalLink } from "../ui/external-link";
import { NavLinkItem } from "./nav-link-item";

/**
 * The small-screen menu. A native <details> disclosure, so it opens without
 * JavaScript too; with JavaScript it also closes when a link is chosen and on
 * Escape, handing focus back to the toggle.
 */
export function MobileMenu() {
  const links = useOutboundLinks();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);

  function close() {
    setOpen(false);
  }

  // Opened before the page hydrated (a tap while the scripts were loading): take that over, so Escape and links close it.
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      event.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  return (
    <details ref={detailsRef} className="group md:hidden" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary
        ref={toggleRef}
        className="flex cursor-pointer list-none items-center gap-2 rounded-md border border-line px-3 py-2 text-sm font-semibold [&::-webkit-details-marker]:hidden"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        Menu
      </summary>
      <nav
        aria-label="Main menu"
        className="absolute inset-x-0 top-full z-40 border-b border-line bg-paper px-5 pb-6 pt-2 shadow-lg"
      >
        <ul className="flex flex-col">
          {mainNavigation.map((item) => (
            <li key={item.to}>
              <NavLinkItem item={item} onNavigate={close} className="block border-b border-line/60 py-3 text-base font-medium" />
            </li>
          ))}
        </ul>
        <ul className="mt-5 flex flex-col gap-3">
          {bookingLinks.map((link) => (
            <li key={link.linkKey}>
              <ExternalLink href={links.link(link.linkKey)} onClick={close} className={buttonStyles("primary", "w-full")}>
                {link.label}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
