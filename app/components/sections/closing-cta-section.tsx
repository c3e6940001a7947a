import type { ReactNode } from "react";
import { Container } from "../ui/container";
import { SectionTitle } from "../ui/section-title";
import { WholeHyphenatedWords } from "../ui/whole-hyphenated-words";

interface ClosingCtaSectionProps {
  title: string;
  description: string;
  /** The buttons: links styled with buttonStyles("inverse") or "secondary". */
  children: ReactNode;
}

/** The closing call to action at the foot of a page. */
export function ClosingCtaSection({ title, description, children }: ClosingCtaSectionProps) {
  return (
    <section aria-labelledby="closing-cta" className="bg-ink text-white">
      <Container className="py-16 text-center sm:py-20">
        <SectionTitle id="closing-cta" variant="section" className="mx-auto max-w-2xl">
          <WholeHyphenatedWords text={title} />
        </SectionTitle>
        <p className="mx-auto mt-4 max-w-xl text-lg text-white/85">
          <WholeHyphenatedWords text={description} />
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">{children}</div>
      </Container>
    </section>
  );
}
