import * as Tabs from "@radix-ui/react-tabs";
import { type ReactNode, useCallback, useRef } from "react";
import type { AuditTabsWords } from "~/content/audit";
import { type AuditTabValue, auditTabValues } from "~/content/audit-tabs";
import type { Testimonial } from "~/content/schema";
import { useHashTab } from "~/lib/use-hash-tab";
import { Container } from "../ui/container";
import { IconCard } from "../ui/icon-card";
import { SectionTitle } from "../ui/section-title";
import { TestimonialCard } from "../ui/testimonial-card";

const mobileQuery = "(max-width: 767px)";

/**
 * The audit in four tabs. The chosen tab lives in the URL hash (#what,
 * #included, #testimonials, #faq). Every panel is in the HTML; in a browser
 * running no JavaScript the tab list is hidden and all four panels are shown
 * one after another under their own headings. Every word is hers (`words`, her `audit` row's, placeholders filled),
 * so the island reads nothing of her site.
 */
export function AuditTabsSection({
  words,
  auditTestimonials,
}: {
  words: AuditTabsWords;
  auditTestimonials: readonly Testimonial[];
}) {
  const sectionRef = useRef<HTMLElement>(null);
  const tabListRef = useRef<HTMLDivElement>(null);
  const scrollToTabs = useCallback(() => sectionRef.current?.scrollIntoView({ block: "start" }), []);
  const [value, select] = useHashTab(auditTabValues, "what", scrollToTabs);

  // On a phone the panels are long: bring the tab strip to the top (below any pinned header, by the
  // page's scroll-padding), so the chosen tab and the start of its panel are both in view.
  const choose = (next: string) => {
    const tab = auditTabValues.find((candidate) => candidate === next);
    if (!tab) return;
    select(tab);
    if (!window.matchMedia(mobileQuery).matches) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.requestAnimationFrame(() =>
      tabListRef.current?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" }),
    );
  };

  const panel = (tab: AuditTabValue, children: ReactNode) => (
    <Tabs.Content value={tab} forceMount className="pt-8 data-[state=inactive]:hidden noscript:block!">
      <h3 className="sr-only noscript:not-sr-only noscript:mb-6 noscript:block noscript:text-2xl noscript:font-semibold">
        {words.tabs[tab]}
      </h3>
      {children}
    </Tabs.Content>
  );

  return (
    <section ref={sectionRef} id="audit-details" aria-labelledby="audit-details-heading" className="py-14 sm:py-20">
      <Container>
        <SectionTitle id="audit-details-heading" variant="visually-hidden">
          {words.tabsLabel}
        </SectionTitle>
        <Tabs.Root value={value} onValueChange={choose}>
          <Tabs.List
            ref={tabListRef}
            aria-label={words.tabsLabel}
            className="grid grid-cols-2 gap-2 sm:flex sm:gap-1 sm:border-b sm:border-line noscript:hidden"
          >
            {auditTabValues.map((tab) => (
              <Tabs.Trigger
                key={tab}
                value={tab}
                className="rounded-md border border-line px-3 py-2.5 text-sm font-semibold text-muted hover:text-ink data-[state=active]:border-accent data-[state=active]:bg-accent-soft data-[state=active]:text-accent-strong sm:-mb-px sm:shrink-0 sm:rounded-none sm:border-0 sm:border-b-2 sm:border-transparent sm:bg-transparent sm:px-4 sm:py-3 sm:text-base sm:data-[state=active]:border-accent sm:data-[state=active]:bg-transparent"
              >
                {words.tabs[tab]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>

          {panel(
            "what",
            <div className="prose-article">
              {words.whatItIs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>,
          )}

          {panel(
            "included",
            <ul className="grid gap-6 md:grid-cols-3">
              {words.features.map((feature) => (
                <IconCard
                  key={feature.title}
                  icon={feature.icon}
                  title={feature.title}
                  text={feature.description}
                  headingLevel={4}
                  className="border border-line p-6"
                />
              ))}
            </ul>,
          )}

          {panel(
            "testimonials",
            <ul className="grid gap-6 md:grid-cols-2">
              {auditTestimonials.map((testimonial) => (
                <li key={testimonial.author}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>,
          )}

          {panel(
            "faq",
            <dl className="max-w-3xl divide-y divide-line">
              {words.questions.map((item) => (
                <div key={item.question} className="py-5 first:pt-0">
                  <dt className="font-semibold text-ink">{item.question}</dt>
                  <dd className="mt-2 text-ink-soft">{item.answer}</dd>
                </div>
              ))}
            </dl>,
          )}
        </Tabs.Root>
      </Container>
    </section>
  );
}
