import type { ReactNode } from "react";
import { Container } from "./container";
import { SectionTitle } from "./section-title";

interface InvitationCardProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  description: string;
  /** What it invites to, beside the words: a button, a form. */
  children: ReactNode;
}

/** A section of its own holding one sand card: a heading and a line, and beside them what the reader is invited to do. */
export function InvitationCard({ id, title, description, children }: InvitationCardProps) {
  return (
    <section aria-labelledby={id} className="py-12">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-xl border border-line bg-sand p-8 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <SectionTitle id={id} variant="card">
              {title}
            </SectionTitle>
            <p className="mt-2 max-w-xl text-ink-soft">{description}</p>
          </div>
          {children}
        </div>
      </Container>
    </section>
  );
}
