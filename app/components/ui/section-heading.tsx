import type { ReactNode } from "react";

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
      <h2 id={id} className="mt-2 text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
      {children ? <div className="mt-4 text-lg text-muted">{children}</div> : null}
    </div>
  );
}
