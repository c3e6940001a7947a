import type { MouseEvent, ReactNode } from "react";

interface FocusLinkProps {
  /** Id of the field or element to bring into view and focus. */
  targetId: string;
  children: ReactNode;
  className?: string;
}

/**
 * An in-page link that scrolls to an element and moves focus into it, e.g. a
 * search box. Smooth scrolling follows the site's CSS, so it respects reduced
 * motion; without JavaScript it is an ordinary jump to the element.
 */
export function FocusLink({ targetId, children, className }: FocusLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ block: "center" });
    target.focus({ preventScroll: true });
  }

  return (
    <a href={`#${targetId}`} onClick={handleClick} className={className}>
      {children}
    </a>
  );
}
