import { Check } from "lucide-react";
import type { Home } from "~/content/home";
import { buttonStyles } from "../ui/button-styles";
import { Container } from "../ui/container";
import { SectionTitle } from "../ui/section-title";

/** The invitation to the free Hidden Job Market quiz. */
export function QuizPromptSection({ quizPrompt }: { quizPrompt: Home["quizPrompt"] }) {
  return (
    <section aria-labelledby="quiz-prompt" className="bg-accent-strong text-white">
      <Container className="grid gap-10 py-16 sm:py-20 md:grid-cols-[3fr_2fr] md:items-center">
        <div>
          <SectionTitle id="quiz-prompt" variant="section">
            {quizPrompt.title}
          </SectionTitle>
          <p className="mt-4 text-lg text-white/90">{quizPrompt.description}</p>
        </div>
        <div>
          <ul className="grid grid-cols-2 gap-3 text-sm font-medium">
            {quizPrompt.facts.map((fact) => (
              <li key={fact} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4" />
                {fact}
              </li>
            ))}
          </ul>
          <a href="/hidden-job-market-quiz" className={buttonStyles("inverse", "mt-8")}>
            {quizPrompt.buttonLabel}
          </a>
        </div>
      </Container>
    </section>
  );
}
