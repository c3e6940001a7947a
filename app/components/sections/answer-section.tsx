import type { ReactNode } from "react";
import { Container } from "../ui/container";
import { PageHeader } from "../ui/page-header";

interface AnswerSectionProps {
  title: string;
  paragraphs: readonly string[];
  /** What the visitor can do next: a form, a link back. */
  children?: ReactNode;
}

/** A page the server answers with (a newsletter link, a form sent without JavaScript): what happened, and what next. */
export function AnswerSection({ title, paragraphs, children }: AnswerSectionProps) {
  return (
    <>
      <PageHeader title={title}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-3 first:mt-0">
            {paragraph}
          </p>
        ))}
      </PageHeader>
      {children ? (
        <Container className="py-12 sm:py-16">
          <div className="max-w-2xl space-y-8">{children}</div>
        </Container>
      ) : null}
    </>
  );
}
