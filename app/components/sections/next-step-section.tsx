import { type NewsletterPage, nextStepBookPath } from "~/content/newsletter-page";
import { buttonStyles } from "../ui/button-styles";
import { SectionTitle } from "../ui/section-title";

interface NextStepSectionProps {
  content: NewsletterPage["nextStep"];
}

/** 'Ready to Take the Next Step?': the close of every newsletter issue. */
export function NextStepSection({ content }: NextStepSectionProps) {
  return (
    <section aria-labelledby="next-step" className="mt-16 rounded-2xl bg-sand p-8 text-center sm:p-10">
      <SectionTitle id="next-step" variant="subsection">
        {content.title}
      </SectionTitle>
      <p className="mx-auto mt-3 max-w-lg text-ink-soft">{content.description}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href={nextStepBookPath} className={buttonStyles("primary")}>
          {content.bookLabel}
        </a>
        <a href="/philosophy" className={buttonStyles("secondary")}>
          {content.philosophyLabel}
        </a>
      </div>
    </section>
  );
}
