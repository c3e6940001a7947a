import { quizPage } from "~/content/quiz";
import { CheckList } from "../ui/check-list";
import { Container } from "../ui/container";
import { ContentIcon } from "../ui/content-icon";
import { SectionTitle } from "../ui/section-title";

/** The quiz at a glance (free, 3–4 minutes, 8 questions, instant results) and what the results show. */
export function QuizFactsSection() {
  const { facts, discover } = quizPage;
  return (
    <section aria-labelledby="quiz-discover" className="py-16 sm:py-20">
      <Container>
        <dl className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.value} className="flex flex-col-reverse rounded-xl border border-line bg-paper p-6 shadow-sm">
              <dt className="mt-1 text-ink-soft">{fact.label}</dt>
              <dd className="flex items-center gap-3 font-serif text-3xl font-semibold text-accent-strong">
                <ContentIcon name={fact.icon} className="size-6 text-accent" />
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-14 grid gap-8 lg:grid-cols-[2fr_3fr]">
          <div>
            <SectionTitle id="quiz-discover" variant="section">
              {discover.title}
            </SectionTitle>
            <p className="mt-4 text-lg text-muted">{discover.intro}</p>
          </div>
          <CheckList items={discover.points} className="space-y-4 text-lg" />
        </div>
      </Container>
    </section>
  );
}
