import { Menu, X } from "lucide-react";
import { mainNavigation } from "~/content/navigation";
import { useOutboundLinks } from "~/lib/outbound-links";
import { useSite } from "~/lib/site-context";
import { buttonStyles } from "../ui/button-styles";
import { ExternalLink } from "../ui/external-link";
import { NavLinkItem } from "./nav-link-item";
import { smallScreenMenuId, smallScreenMenuScript } from "./small-screen-menu-script";

/**
 * The small-screen menu: a native <details> disclosure, so it opens and shows
 * its links with no JavaScript and no React. A few lines of inline script, run
 * by every page whether or not React hydrates it, close it when focus or a
 * click leaves it, when one of its links is chosen, and on Escape (handing
 * focus back to the toggle). The panel never grows past the window: longer
 * than that, it scrolls inside itself.
 */
export function MobileMenu() {
  const site = useSite();
  const links = useOutboundLinks();
  return (
    <>
      {/* The visitor may open it before React hydrates the page: the open attribute is theirs, not React's. */}
      <details id={smallScreenMenuId} className="group md:hidden" suppressHydrationWarning>
        <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-md border border-line px-2.5 py-2 text-sm font-semibold [&::-webkit-details-marker]:hidden">
          <Menu aria-hidden="true" className="size-5 group-open:hidden" />
          <X aria-hidden="true" className="hidden size-5 group-open:block" />
          Menu
        </summary>
        <nav
          aria-label="Main menu"
          className="small-screen-menu-panel absolute inset-x-0 top-full z-40 overflow-y-auto overscroll-contain border-b border-line bg-paper px-5 pb-6 pt-2 shadow-lg"
        >
          <ul className="flex flex-col">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLinkItem item={item} className="block border-b border-line/60 py-3 text-base font-medium" />
              </li>
            ))}
          </ul>
          <ul className="mt-5 flex flex-col gap-3">
            {site.sessions.map((session) => (
              <li key={session.id}>
                <ExternalLink href={links.session(session)} className={buttonStyles("primary", "w-full")}>
                  {session.menuLabel}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
      </details>
      <script dangerouslySetInnerHTML={{ __html: smallScreenMenuScript }} />
    </>
  );
}
