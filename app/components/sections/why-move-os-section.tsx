import type { About } from "~/content/about";
import { buttonStyles } from "../ui/button-styles";
import { Container } from "../ui/container";
import { SectionTitle } from "../ui/section-title";

/** 'Why I Created MOVE OS', ending with an invitation to get in touch. */
export function WhyMoveOsSection({ about }: { about: About }) {
  const { whyMoveOs } = about.headings;
  return (
    <section aria-labelledby="why-move-os" className="pb-16 sm:pb-24">
      <Container>
        <div className="rounded-2xl bg-accent-soft p-8 sm:p-12">
          <SectionTitle id="why-move-os" variant="section">
            {whyMoveOs.title}
          </SectionTitle>
          <div className="mt-6 max-w-3xl space-y-4 text-lg text-ink-soft">
            {about.whyMoveOs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <a href="/contact" className={buttonStyles("primary", "mt-8")}>
            {whyMoveOs.contactLabel}
          </a>
        </div>
      </Container>
    </section>
  );
}
