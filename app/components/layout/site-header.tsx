import { Link } from "react-router";
import { mainNavigation } from "~/content/navigation";
import { site } from "~/content/site";
import { BookingMenu } from "./booking-menu";
import { MobileMenu } from "./mobile-menu";
import { NavLinkItem } from "./nav-link-item";

/** The sticky header: brand and tagline, the main navigation and booking on wide screens, the menu on small ones. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-paper/95 backdrop-blur">
      <div className="relative mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-5 py-3 sm:px-8">
        <Link to="/" className="group flex flex-col leading-tight no-underline">
          <span className="font-serif text-xl font-semibold text-ink group-hover:text-accent-strong">{site.brand}</span>
          <span className="text-xs text-muted">{site.tagline}</span>
        </Link>
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
