import type { FaqSection } from "~/content/schema";
import { absoluteUrl } from "./seo";

/** schema.org FAQPage data for the FAQ page: every question with its answer, in page order. */
export function faqPageJsonLd(sections: readonly FaqSection[], path = "/faq", origin?: string) {
  const url = absoluteUrl(path, origin);
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    url,
    inLanguage: "en-GB",
    mainEntity: sections.flatMap((section) =>
      section.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    ),
  };
}
