import type { ReactNode } from "react";

/** Centres content at a comfortable reading width with the site's side margins. */
export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-6xl px-5 sm:px-8 ${className}`.trim()}>{children}</div>;
}
