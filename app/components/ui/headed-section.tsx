import type { ReactNode } from "react";
import { Container } from "./container";
import { SectionHeading } from "./section-heading";

interface HeadedSectionProps {
  id: string;
  title: string;
  eyebrow?: string;
  /** The introduction under the heading. */
  intro?: string;
  /** The band's borders, background and padding. */
  className?: string;
  children: ReactNode;
}

/** A band of a page that its h2 opens and names (with an optional eyebrow and introduction), its content below. */
export function HeadedSection({ id, title, eyebrow, intro, className = "py-16 sm:py-20", children }: HeadedSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <Container>
        <SectionHeading id={id} eyebrow={eyebrow} title={title}>
          {intro ? <p>{intro}</p> : null}
        </SectionHeading>
        {children}
      </Container>
    </section>
  );
}
