import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import type { ReactNode } from "react";

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Show the small "opens elsewhere" arrow after the text. */
  showIcon?: boolean;
}

/**
 * A link that opens in a new tab: safe `rel`, and the new tab announced to
 * assistive technology in words as well as shown by the arrow.
 */
export function ExternalLink({ href, children, className, showIcon = true }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {showIcon ? <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" /> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
