import type { Home } from "~/content/home";
import { HeadedSection } from "../ui/headed-section";
import { IconPointList } from "../ui/icon-point-list";

/** 'Why Work With Me': the figures and the three principles behind every session. */
export function WhyWorkWithMeSection({
  whyWorkWithMe,
  heading,
}: {
  whyWorkWithMe: Home["whyWorkWithMe"];
  heading: Home["headings"]["whyWorkWithMe"];
}) {
  return (
    <HeadedSection
      id="why-work-with-me"
      eyebrow={heading.eyebrow}
      title={heading.title}
      intro={whyWorkWithMe.intro}
      className="border-y border-line bg-sand py-16 sm:py-24"
    >
      <dl className="mt-12 grid gap-6 sm:grid-cols-3">
        {whyWorkWithMe.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-paper p-6 shadow-sm">
            <dt className="mt-1 text-ink-soft">{stat.label}</dt>
            <dd className="font-serif text-4xl font-semibold text-accent-strong">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <IconPointList points={whyWorkWithMe.approach} className="mt-12" />
    </HeadedSection>
  );
}
