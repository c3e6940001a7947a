import { describe, expect, it } from "vitest";
import { faqSeed } from "~/content/faq";
import { withPlaceholdersFilled } from "~/content/placeholders";
import type { FaqSection } from "~/content/schema";
import { defaultSite } from "~/content/site";
import { countFaqItems, filterFaqSections } from "~/lib/faq-search";

const faqSections = withPlaceholdersFilled(faqSeed, defaultSite);

const sections: FaqSection[] = [
  {
    title: "Sessions",
    icon: "calendar-clock",
    description: "About sessions.",
    items: [
      { question: "How long is a session?", answer: "Sixty minutes, by video call." },
      { question: "Can I reschedule?", answer: "Yes, with 24 hours' notice." },
    ],
  },
  {
    title: "Consulting",
    icon: "compass",
    description: "About consulting.",
    items: [{ question: "How do I price my work?", answer: "Start from the value of the problem, aiming for 3–5 clients." }],
  },
  {
    title: "MOVE OS",
    icon: "layers",
    description: "About the system.",
    items: [{ question: "What is MOVE OS?", answer: "A system of four shifts." }],
  },
];

const questions = (result: ReturnType<typeof filterFaqSections>) => result.flatMap((s) => s.items.map((i) => i.question));

describe("filterFaqSections", () => {
  it("keeps every section and question for a blank or whitespace-only query", () => {
    for (const query of ["", "   ", "\t"]) {
      const result = filterFaqSections(sections, query);
      expect(result.map((s) => s.title)).toEqual(["Sessions", "Consulting", "MOVE OS"]);
      expect(countFaqItems(result)).toBe(4);
    }
  });

  it("matches the question text, ignoring case", () => {
    for (const query of ["reschedule", "RESCHEDULE", "ReScHeDuLe", "  reschedule  "]) {
      expect(questions(filterFaqSections(sections, query))).toEqual(["Can I reschedule?"]);
    }
  });

  it("matches the answer text as well as the question", () => {
    expect(questions(filterFaqSections(sections, "video call"))).toEqual(["How long is a session?"]);
    expect(questions(filterFaqSections(sections, "FOUR SHIFTS"))).toEqual(["What is MOVE OS?"]);
  });

  it("matches a plain hyphen or apostrophe against typographic ones", () => {
    expect(questions(filterFaqSections(sections, "3-5"))).toEqual(["How do I price my work?"]);
    expect(questions(filterFaqSections(sections, "hours’ notice"))).toEqual(["Can I reschedule?"]);
  });

  it("drops sections with no matching question but keeps each section's page index for its anchor", () => {
    const result = filterFaqSections(sections, "system");
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({ title: "MOVE OS", index: 2 });
  });

  it("returns no sections when nothing matches", () => {
    expect(filterFaqSections(sections, "no such words anywhere")).toEqual([]);
  });

  it("keeps questions in page order and never invents any", () => {
    for (const query of ["a", "the", "how", "s"]) {
      const result = filterFaqSections(sections, query);
      const all = questions(filterFaqSections(sections, ""));
      const found = questions(result);
      expect(found).toEqual(all.filter((q) => found.includes(q)));
    }
  });

  it("covers the real content: 16 questions in three sections, 7, 7 and 2", () => {
    const result = filterFaqSections(faqSections, "");
    expect(result.map((s) => s.items.length)).toEqual([7, 7, 2]);
    expect(countFaqItems(result)).toBe(16);
    expect(result.map((s) => s.index)).toEqual([0, 1, 2]);
  });

  it("finds every real question by its own text, in any case", () => {
    for (const section of faqSections) {
      for (const item of section.items) {
        expect(questions(filterFaqSections(faqSections, item.question.toUpperCase()))).toContain(item.question);
      }
    }
  });
});
