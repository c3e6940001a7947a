import { useLocation } from "react-router";
import type { NavItem } from "~/content/navigation";

interface NavLinkItemProps {
  item: NavItem;
  className: string;
}

/** A navigation link that marks the current page with aria-current="page" and the accent colour. */
export function NavLinkItem({ item, className }: NavLinkItemProps) {
  const { pathname } = useLocation();
  const isCurrent = (pathname.replace(/(.)\/+$/, "$1") || "/") === item.to;
  return (
    <a
      href={item.to}
      aria-current={isCurrent ? "page" : undefined}
      className={`${className} ${isCurrent ? "text-accent-strong underline decoration-2 underline-offset-8" : "text-ink-soft hover:text-accent-strong"}`}
    >
      {item.label}
    </a>
  );
}
