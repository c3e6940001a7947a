import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedSettings } from "~/content/site-settings";

/**
 * A price the coach changes in "Your details" reaches every place that quotes it: the business's price range in
 * the structured data and the audit's testimonial, not only the price tags. The content modules read the saved
 * settings when first imported (as the renderer installs them), so they are imported after the values are set.
 */
const saved: SavedSettings = { "prices.audit": 59, "prices.careerSession": 249 };

describe("prices the coach saved", () => {
  let graph: Record<string, unknown>[];
  let auditQuotes: string[];
  beforeAll(async () => {
    (globalThis as { __SITE_SETTINGS__?: SavedSettings }).__SITE_SETTINGS__ = saved;
    const { pageGraph, auditProductNode } = await import("~/lib/structured-data");
    const { auditTestimonials } = await import("~/content/testimonials");
    graph = pageGraph({ crumbs: [], nodes: [auditProductNode("https://coach.example")] }, "https://coach.example")[
      "@graph"
    ] as Record<string, unknown>[];
    auditQuotes = auditTestimonials.map((testimonial) => testimonial.quote);
  });
  afterAll(() => {
    delete (globalThis as { __SITE_SETTINGS__?: SavedSettings }).__SITE_SETTINGS__;
  });

  it("set the business's price range from the cheapest to the dearest", () => {
    expect(graph.find((node) => node["@type"] === "ProfessionalService")?.priceRange).toBe("£59–£249");
  });

  it("are the price a testimonial quotes", () => {
    expect(auditQuotes.join(" ")).toContain("For £59 I expected");
    expect(auditQuotes.join(" ")).not.toContain("£49");
  });
});
