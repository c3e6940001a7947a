import { Mail } from "lucide-react";
import { quizPage } from "~/content/quiz";
import { useSite } from "~/lib/site-context";
import { Container } from "../ui/container";
import { SectionTitle } from "../ui/section-title";

/** Where to send a question about the quiz or its results. */
export function QuizQuestionsSection() {
  const site = useSite();
  const { questions } = quizPage;
  return (
    <section aria-labelledby="quiz-questions" className="py-16 sm:py-20">
      <Container className="text-center">
        <div className="mx-auto max-w-2xl">
          <Mail aria-hidden="true" className="mx-auto size-8 text-accent" />
          <SectionTitle id="quiz-questions" variant="section" className="mt-4">
            {questions.title}
          </SectionTitle>
          <p className="mt-4 text-lg text-ink-soft">{questions.description}</p>
          <a
            href={`mailto:${site.email}`}
            className="mt-6 inline-block break-all text-xl font-semibold text-accent-strong underline underline-offset-4"
          >
            {site.email}
          </a>
        </div>
      </Container>
    </section>
  );
}
