import type { ServicesPage } from "~/content/services";
import { Container } from "../ui/container";
import { FaqAccordion } from "../ui/faq-accordion";
import { SectionHeading } from "../ui/section-heading";

/** The questions asked most before booking, as an accordion. */
export function ServicesFaqSection({ faq }: { faq: ServicesPage["faq"] }) {
  return (
    <section aria-labelledby="before-you-book" className="border-t border-line bg-sand py-16 sm:py-20">
      <Container className="grid gap-10 lg:grid-cols-[2fr_3fr]">
        <SectionHeading id="before-you-book" eyebrow={faq.eyebrow} title={faq.title}>
          <p>
            {faq.intro}{" "}
            <a href="/faq" className="font-semibold text-accent-strong underline underline-offset-2">
              {faq.allQuestionsLabel}
            </a>
          </p>
        </SectionHeading>
        <FaqAccordion items={faq.items} />
      </Container>
    </section>
  );
}
