import { mainNavigation } from "~/content/navigation";
import { useSite } from "~/lib/site-context";
import { BookingMenu } from "./booking-menu";
import { MobileMenu } from "./mobile-menu";
import { NavLinkItem } from "./nav-link-item";

/**
 * The header: brand and tagline, the main navigation and booking on wide screens, the menu on small ones.
 * It stays pinned to the top only on windows tall enough to spare the room (`.site-header` in app.css);
 * on phones it keeps to one row, the tagline shown from 40rem up.
 */
export function SiteHeader() {
  const site = useSite();
  return (
    <header className="site-header z-30 border-b border-line bg-paper">
      <div className="relative mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3 sm:gap-x-6 sm:px-8">
        <a href="/" className="group flex flex-col leading-tight no-underline">
          <span className="font-serif text-base font-semibold min-[22rem]:text-lg sm:text-xl text-ink group-hover:text-accent-strong">
            {site.brand}
          </span>
          <span className="hidden text-xs text-muted sm:block">{site.tagline}</span>
        </a>
        <nav aria-label="Main" className="order-last hidden w-full md:block">
          <ul className="flex items-center gap-x-6 whitespace-nowrap text-sm font-medium">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLinkItem item={item} className="py-2" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden md:block">
          <BookingMenu />
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
