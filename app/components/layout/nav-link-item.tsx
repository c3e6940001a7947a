import { NavLink } from "react-router";
import type { NavItem } from "~/content/navigation";

interface NavLinkItemProps {
  item: NavItem;
  className: string;
}

/** A navigation link that marks the current page with aria-current="page" and the accent colour. */
export function NavLinkItem({ item, className }: NavLinkItemProps) {
  return (
    <NavLink
      to={item.to}
      end
      className={({ isActive }) =>
        `${className} ${isActive ? "text-accent-strong underline decoration-2 underline-offset-8" : "text-ink-soft hover:text-accent-strong"}`
      }
    >
      {item.label}
    </NavLink>
  );
}
