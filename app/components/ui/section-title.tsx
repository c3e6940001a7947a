import type { ReactNode } from "react";

/**
 * How a section's h2 looks: a page section, a sub-section within a page, a card,
 * a small label over a featured card, or present for screen readers only.
 */
export type SectionTitleVariant = "section" | "subsection" | "card" | "label" | "visually-hidden";

const variantStyles: Record<SectionTitleVariant, string> = {
  section: "text-3xl font-semibold sm:text-4xl",
  subsection: "text-2xl font-semibold sm:text-3xl",
  card: "text-2xl font-semibold",
  label: "text-sm font-semibold uppercase tracking-wider text-accent-strong",
  "visually-hidden": "sr-only",
};

interface SectionTitleProps {
  /** The id the section's aria-labelledby points at, when the section is named by it. */
  id?: string;
  variant: SectionTitleVariant;
  children: ReactNode;
  /** Spacing or alignment where the section places it. */
  className?: string;
}

/** The h2 that names a section: every section heading on the site is one of these. */
export function SectionTitle({ id, variant, children, className = "" }: SectionTitleProps) {
  return (
    <h2 id={id} className={`${variantStyles[variant]} ${className}`.trim()}>
      {children}
    </h2>
  );
}
