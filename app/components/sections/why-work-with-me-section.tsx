import { home } from "~/content/home";
import { Container } from "../ui/container";
import { ContentIcon } from "../ui/content-icon";
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
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {whyWorkWithMe.approach.map((point) => (
            <li key={point.title}>
              <ContentIcon name={point.icon} className="size-7 text-accent" />
              <h3 className="mt-3 text-xl font-semibold">{point.title}</h3>
              <p className="mt-2 text-ink-soft">{point.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
