import { home } from "~/content/home";
import { Container } from "../ui/container";
import { IconPointList } from "../ui/icon-point-list";
import { SectionHeading } from "../ui/section-heading";

/** 'Why Work With Me': the figures and the three principles behind every session. */
export function WhyWorkWithMeSection() {
  const { whyWorkWithMe } = home;
  return (
    <section aria-labelledby="why-work-with-me" className="border-y border-line bg-sand py-16 sm:py-24">
      <Container>
        <SectionHeading id="why-work-with-me" eyebrow="Experience you can lean on" title="Why Work With Me">
          <p>{whyWorkWithMe.intro}</p>
        </SectionHeading>
        <dl className="mt-12 grid gap-6 sm:grid-cols-3">
          {whyWorkWithMe.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-paper p-6 shadow-sm">
              <dt className="mt-1 text-ink-soft">{stat.label}</dt>
              <dd className="font-serif text-4xl font-semibold text-accent-strong">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <IconPointList points={whyWorkWithMe.approach} className="mt-12" />
      </Container>
    </section>
  );
}
