import { describe, expect, it } from "vitest";
import { auditSeed } from "~/content/audit";
import { faqSeed } from "~/content/faq";
import { withPlaceholdersFilled } from "~/content/placeholders";
import { defaultSite as site } from "~/content/site";
import { articleNode, auditProductNode, faqPageNode, pageGraph, servicesNodes } from "~/lib/structured-data";

const faqSections = withPlaceholdersFilled(faqSeed, site);

const origin = "https://www.example.co.uk";
type GraphNode = Record<string, unknown> & { "@type": string; "@id"?: string };

/** Every `{"@id": …}` reference anywhere inside the value. */
function references(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(references);
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0]?.[0] === "@id") return [String(entries[0][1])];
    return entries.flatMap(([, inner]) => references(inner));
  }
  return [];
}

function graphOf(nodes: GraphNode[], crumbs = [{ name: "Page", path: "/page" }]) {
  return pageGraph({ crumbs, nodes }, origin, site)["@graph"] as GraphNode[];
}

describe("the structured-data graph", () => {
  const everything = graphOf([
    ...servicesNodes(site.sessions, origin),
    auditProductNode(withPlaceholdersFilled(auditSeed, site), origin, site),
    faqPageNode(faqSections, "/faq", origin),
  ]);

  it("describes the website, the business in London serving the world, and the coach", () => {
    const business = everything.find((node) => node["@type"] === "ProfessionalService");
    expect(business).toMatchObject({ name: site.brand, email: site.email, areaServed: "Worldwide" });
    expect(business?.address).toMatchObject({ addressLocality: "London", postalCode: site.address.postcode });
    expect(everything.find((node) => node["@type"] === "Person")).toMatchObject({
      name: site.coach.name,
      sameAs: [site.links.linkedIn],
    });
    expect(everything.find((node) => node["@type"] === "WebSite")).toMatchObject({ url: `${origin}/` });
  });

  it("joins its nodes by @id, and every reference resolves", () => {
    const defined = new Set(everything.map((node) => node["@id"]));
    const used = references(everything);
    expect(used.length).toBeGreaterThan(5);
    for (const id of used) expect(defined).toContain(id);
    expect(defined.size).toBe(everything.length);
  });

  it("offers each session as a Service at 199 GBP, provided by the coach", () => {
    const services = everything.filter((node) => node["@type"] === "Service");
    expect(services.map((service) => service.name)).toEqual(["Career Clarity Sprint", "Corporate to Consultant Jumpstart"]);
    for (const service of services) {
      expect(service.offers).toMatchObject({ "@type": "Offer", price: 199, priceCurrency: "GBP" });
      expect(service.provider).toEqual({ "@id": `${origin}/about#coach` });
    }
  });

  it("offers the audit as a Product at 49 GBP", () => {
    expect(auditProductNode(withPlaceholdersFilled(auditSeed, site), origin, site)).toMatchObject({
      "@type": "Product",
      offers: { price: 49, priceCurrency: "GBP", url: site.links.auditCheckout },
    });
  });

  it("lists all sixteen questions on the FAQ page", () => {
    const faq = faqPageNode(faqSections, "/faq", origin);
    expect(faq.mainEntity).toHaveLength(16);
    expect((faq.mainEntity as GraphNode[])[0]).toEqual({
      "@type": "Question",
      name: faqSections[0]?.items[0]?.question,
      acceptedAnswer: { "@type": "Answer", text: faqSections[0]?.items[0]?.answer },
    });
  });

  it("credits each article to the coach, published by the business", () => {
    const article = articleNode(
      { title: "T", description: "D", path: "/newsletter/issue-1", publishedTime: "2025-04-24" },
      origin,
    );
    expect(article).toMatchObject({
      "@type": "Article",
      datePublished: "2025-04-24",
      author: { "@id": `${origin}/about#coach` },
    });
  });

  it("gives inner pages a breadcrumb from Home, and the home page none", () => {
    const issue = graphOf(
      [],
      [
        { name: "Newsletter", path: "/newsletter" },
        { name: "Issue 1", path: "/newsletter/issue-1" },
      ],
    );
    const breadcrumb = issue.find((node) => node["@type"] === "BreadcrumbList");
    const crumbs = (breadcrumb?.itemListElement ?? []) as { name: string; item: string }[];
    expect(crumbs.map((crumb) => [crumb.name, crumb.item])).toEqual([
      ["Home", `${origin}/`],
      ["Newsletter", `${origin}/newsletter`],
      ["Issue 1", `${origin}/newsletter/issue-1`],
    ]);
    expect(graphOf([], []).some((node) => node["@type"] === "BreadcrumbList")).toBe(false);
  });
});
