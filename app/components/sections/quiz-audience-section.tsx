import { quizPage } from "~/content/quiz";
import { Container } from "../ui/container";
import { IconBadge } from "../ui/icon-badge";
import { SectionHeading } from "../ui/section-heading";

/** 'Who It's For': the three kinds of professional the quiz is written for. */
export function QuizAudienceSection() {
  const { audience } = quizPage;
  return (
    <section aria-labelledby="who-its-for" className="border-y border-line bg-sand py-16 sm:py-20">
      <Container>
        <SectionHeading id="who-its-for" title={audience.title}>
          <p>{audience.intro}</p>
        </SectionHeading>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {audience.groups.map((group) => (
            <li key={group.title} className="rounded-xl bg-paper p-7 shadow-sm">
              <IconBadge name={group.icon} />
              <h3 className="mt-4 text-xl font-semibold">{group.title}</h3>
              <p className="mt-2 text-ink-soft">{group.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
