import { quizPage } from "~/content/quiz";
import { HeadedSection } from "../ui/headed-section";
import { IconCard } from "../ui/icon-card";

/** 'Who It's For': the three kinds of professional the quiz is written for. */
export function QuizAudienceSection() {
  const { audience } = quizPage;
  return (
    <HeadedSection
      id="who-its-for"
      title={audience.title}
      intro={audience.intro}
      className="border-y border-line bg-sand py-16 sm:py-20"
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {audience.groups.map((group) => (
          <IconCard key={group.title} icon={group.icon} title={group.title} text={group.description} className="p-7" />
        ))}
      </ul>
    </HeadedSection>
  );
}
