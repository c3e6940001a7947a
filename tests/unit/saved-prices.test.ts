import { describe, expect, it } from "vitest";
import { auditSeed } from "~/content/audit";
import { withPlaceholdersFilled } from "~/content/placeholders";
import { type Session, sessionsSeed } from "~/content/sessions";
import { siteWith } from "~/content/site";
import type { SavedSettings } from "~/content/site-settings";
import { testimonialsSeed } from "~/content/testimonials";
import { auditProductNode, pageGraph } from "~/lib/structured-data";

/**
 * A price the coach changes (the audit's in "Your details", a session's in its row) reaches every place that quotes it:
 * the business's price range in the structured data and the audit's testimonial, not only the price tags. The site is
 * handed to each, as the root loader hands the pages her saved settings and sessions (decisions 053, 069).
 */
const saved: SavedSettings = { "prices.audit": 59 };
const [career, consulting] = sessionsSeed as [Session, Session];
const site = siteWith(saved, [{ ...career, priceGbp: 249 }, consulting]);

describe("prices the coach saved", () => {
  it("set the business's price range from the cheapest to the dearest", () => {
    const graph = pageGraph(
      { crumbs: [], nodes: [auditProductNode(withPlaceholdersFilled(auditSeed, site), "https://coach.example", site)] },
      "https://coach.example",
      site,
    )["@graph"] as Record<string, unknown>[];
    expect(graph.find((node) => node["@type"] === "ProfessionalService")?.priceRange).toBe("£59–£249");
  });

  it("are the price a testimonial quotes", () => {
    const auditQuotes = withPlaceholdersFilled(testimonialsSeed, site).audit.map((testimonial) => testimonial.quote);
    expect(auditQuotes.join(" ")).toContain("For £59 I expected");
    expect(auditQuotes.join(" ")).not.toContain("£49");
  });
});
