import { describe, expect, it } from "vitest";
import { faqSections } from "~/content/faq";
import { faqPageJsonLd } from "~/lib/faq-structured-data";

describe("faqPageJsonLd", () => {
  it("lists every FAQ question with its answer, in page order", () => {
    const data = faqPageJsonLd(faqSections, "/faq", "https://www.example.co.uk");
    expect(data["@type"]).toBe("FAQPage");
    expect(data.url).toBe("https://www.example.co.uk/faq");
    expect(data.mainEntity).toHaveLength(16);
    const first = faqSections[0]?.items[0];
    expect(data.mainEntity[0]).toEqual({
      "@type": "Question",
      name: first?.question,
      acceptedAnswer: { "@type": "Answer", text: first?.answer },
    });
  });
});
