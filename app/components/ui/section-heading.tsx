import type { ReactNode } from "react";
import { SectionTitle } from "./section-title";

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: "start" | "center";
}

/** The h2 that opens a section, with an optional eyebrow above and an introduction below. */
export function SectionHeading({ id, eyebrow, title, children, align = "start" }: SectionHeadingProps) {
  const alignment = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-2xl ${alignment}`.trim()}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p> : null}
      <SectionTitle id={id} variant="section" className="mt-2">
        {title}
      </SectionTitle>
      {children ? <div className="mt-4 text-lg text-muted">{children}</div> : null}
    </div>
  );
}
