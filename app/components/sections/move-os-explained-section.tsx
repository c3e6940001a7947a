import type { PhilosophyPage } from "~/content/philosophy";
import { Container } from "../ui/container";
import { SectionTitle } from "../ui/section-title";

/** What MOVE OS is and where it came from. */
export function MoveOsExplainedSection({ explanation }: { explanation: PhilosophyPage["explanation"] }) {
  return (
    <section aria-labelledby="what-move-os-is" className="py-16 sm:py-20">
      <Container className="grid gap-8 lg:grid-cols-[2fr_3fr]">
        <SectionTitle id="what-move-os-is" variant="section">
          {explanation.title}
        </SectionTitle>
        <div className="prose-article">
          {explanation.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Container>
    </section>
  );
}
