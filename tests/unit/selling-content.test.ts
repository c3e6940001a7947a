import { describe, expect, it } from "vitest";
import { aboutSeed } from "~/content/about";
import { auditSeed } from "~/content/audit";
import { auditTabValues } from "~/content/audit-tabs";
import { contactSeed } from "~/content/contact";
import { withPlaceholdersFilled } from "~/content/placeholders";
import { quizPage } from "~/content/quiz";
import { moveShifts, roadmaps } from "~/content/roadmaps";
import { servicesSeed } from "~/content/services";
import { sessionsSeed } from "~/content/sessions";
import { defaultSite as site, siteWith } from "~/content/site";
import { testimonialsSeed } from "~/content/testimonials";
import { auditProductNode, servicesNodes } from "~/lib/structured-data";

const about = withPlaceholdersFilled(aboutSeed, site);
const audit = withPlaceholdersFilled(auditSeed, site);
const { sessions } = site;
const servicesPage = withPlaceholdersFilled(servicesSeed, site);
const sessionTerms = servicesPage.terms.included;
const aboutTestimonials = withPlaceholdersFilled(testimonialsSeed, site).about;
const auditTestimonials = withPlaceholdersFilled(testimonialsSeed, site).audit;
const serviceStories = withPlaceholdersFilled(testimonialsSeed, site).services;

const origin = "https://www.example.co.uk";

describe("strategy sessions", () => {
  it("offers the two 60-minute £199 sessions under their anchors, each with its own booking link", () => {
    expect(sessions.map((session) => [session.id, session.name, session.durationMinutes, session.priceGbp])).toEqual([
      ["career-clarity", "Career Clarity Sprint", 60, 199],
      ["consulting-jumpstart", "Corporate to Consultant Jumpstart", 60, 199],
    ]);
    expect(new Set(sessions.map((session) => session.bookingUrl)).size).toBe(2);
  });

  it("states the follow-up, e-mail support, virtual format, rescheduling and refund terms", () => {
    const terms = sessionTerms.join(" | ");
    for (const phrase of [
      "Strategy Map",
      "Two weeks of e-mail support",
      "100% virtual",
      "24 hours' notice",
      "Non-refundable once delivered",
    ]) {
      expect(terms).toContain(phrase);
    }
    for (const session of sessions) {
      expect(session.youLeaveWith.join(" ")).toMatch(/Strategy Map/);
      expect(session.youLeaveWith.join(" ")).toMatch(/Two weeks of e-mail support/);
    }
  });

  it("answers session length, what happens after and how to prepare", () => {
    expect(servicesPage.faq.items.map((item) => item.question)).toEqual([
      "How long is a session?",
      "What happens after the session?",
      "How should I prepare?",
    ]);
    expect(serviceStories.length).toBeGreaterThan(0);
  });
});

describe("the words that follow her sessions", () => {
  const [career, consulting] = sessionsSeed;
  const wordsWith = (sessions: typeof sessionsSeed) => {
    const withSessions = siteWith({}, sessions);
    return {
      services: withPlaceholdersFilled(servicesSeed, withSessions),
      contact: withPlaceholdersFilled(contactSeed, withSessions),
    };
  };

  it("say the seed's two 60-minute sessions as the pages always said them", () => {
    const { services, contact } = wordsWith(sessionsSeed);
    expect(services.header.intro).toMatch(/^Two 60-minute sessions, each £199, held by video call/);
    expect(services.terms.included.slice(0, 2)).toEqual(["60-minute session", "£199 per session"]);
    expect(services.faq.items[0]?.answer).toMatch(/^Each session lasts 60 minutes and/);
    expect(contact.booking.description).toContain("a 60-minute strategy session (£199), with");
  });

  it("change with a session's length and with a third session", () => {
    if (!career || !consulting) throw new Error("the seed has two sessions");
    const longer = [{ ...career, durationMinutes: 90 }, consulting];
    const { services, contact } = wordsWith(longer);
    expect(services.header.intro).toMatch(/^Two 60- or 90-minute sessions, each £199,/);
    expect(services.terms.included[0]).toBe("60- or 90-minute session");
    expect(services.faq.items[0]?.answer).toMatch(/^Each session lasts 60 or 90 minutes and/);
    expect(contact.booking.description).toContain("a 60- or 90-minute strategy session (£199)");

    const third = { ...consulting, id: "intensive", name: "Career Reset Intensive", durationMinutes: 180, priceGbp: 549 };
    const three = wordsWith([...longer, third]);
    expect(three.services.header.intro).toMatch(/^Three 60- to 180-minute sessions, each £199 or £549,/);
    const one = wordsWith([{ ...career, durationMinutes: 45 }]).services;
    expect(one.terms.included[0]).toBe("45-minute session");
    expect(one.header.intro).toMatch(/^One 45-minute session, each £199,/);
  });
});

describe("MOVE OS roadmaps", () => {
  it("names the four shifts in order", () => {
    expect(moveShifts.map((shift) => shift.title)).toEqual([
      "Market Intelligence",
      "Opportunity Mapping",
      "Visibility & Engagement",
      "Execution & Outreach",
    ]);
  });

  it("has a career and a business roadmap of nine described steps, each using phases 1 to 3 in order", () => {
    expect(roadmaps.map((roadmap) => roadmap.id)).toEqual(["career-roadmap", "business-roadmap"]);
    for (const roadmap of roadmaps) {
      expect(roadmap.steps).toHaveLength(9);
      expect(new Set(roadmap.steps.map((step) => step.phase))).toEqual(new Set([1, 2, 3]));
      const phases = roadmap.steps.map((step) => step.phase);
      expect(phases).toEqual([...phases].sort());
      for (const step of roadmap.steps) expect(step.description.length).toBeGreaterThan(20);
    }
  });

  it("labels the phases for each roadmap", () => {
    const [career, business] = roadmaps;
    expect([career?.phase1, career?.phase2, career?.phase3]).toEqual([
      "Reclaim Direction",
      "Build Positioning Power",
      "Gain Traction & Momentum",
    ]);
    expect([business?.phase1, business?.phase2, business?.phase3]).toEqual([
      "Own Your Next Chapter",
      "Turn Expertise into Income",
      "Show Up + Get Paid",
    ]);
    expect(business?.subtitle).toMatch(/90-day/);
    expect(business?.subtitle).toMatch(/3–5 paying clients/);
  });
});

describe("about page", () => {
  it("shows six testimonials, six credentials and the two paths to reinvention", () => {
    expect(aboutTestimonials).toHaveLength(6);
    expect(about.credentials).toHaveLength(6);
    expect(about.reinventionPaths.map((path) => path.href)).toEqual([
      "/services#career-clarity",
      "/services#consulting-jumpstart",
    ]);
  });
});

describe("career visibility audit", () => {
  it("costs £49, reduced from £149, with the agreed terms", () => {
    expect([site.prices.audit, site.prices.auditWas]).toEqual([49, 149]);
    const terms = audit.offer.terms.join(" | ");
    for (const phrase of ["One-time payment", "£199 Strategy Sprint", "within 7 days", "within 3 business days"]) {
      expect(terms).toContain(phrase);
    }
  });

  it("quotes her prices where the seed's words name them, as the page had them written", () => {
    expect(audit.whatItIs.at(-1)).toBe(
      "It's a one-time payment of £49, and if you go on to book a £199 Strategy Sprint, the full amount is credited toward it.",
    );
    expect(audit.questions[2]?.answer).toBe(
      "No. The audit is recorded, so there's nothing to schedule and you can watch it whenever suits you. If you'd like to go further afterwards, the £49 you paid is fully credited toward a £199 Strategy Sprint.",
    );
    const saved = withPlaceholdersFilled(auditSeed, siteWith({ "prices.audit": 59 }, sessions));
    expect(saved.whatItIs.at(-1)).toContain("one-time payment of £59");
  });

  it("has four tabs, What is it? first, each linkable by its hash", () => {
    expect(Object.keys(audit.tabs)).toEqual(["what", "included", "testimonials", "faq"]);
    expect(auditTabValues).toEqual(["what", "included", "testimonials", "faq"]);
    expect(audit.tabs.what).toBe("What is it?");
  });

  it("lists three features, two testimonials and four FAQs", () => {
    expect(audit.features).toHaveLength(3);
    expect(audit.features.map((feature) => feature.description).join(" ")).toMatch(/15–20 minute/);
    expect(auditTestimonials).toHaveLength(2);
    for (const testimonial of auditTestimonials) {
      expect(testimonial.author).not.toBe("");
      expect(testimonial.role).not.toBe("");
    }
    expect(audit.questions).toHaveLength(4);
  });
});

describe("quiz landing page", () => {
  it("promises a free, 3–4 minute, 8-question quiz with instant results, for the three audiences", () => {
    expect(quizPage.facts.map((fact) => [fact.value, fact.label])).toEqual([
      ["Free", expect.any(String)],
      ["3–4 minutes", expect.any(String)],
      ["8", "Strategic questions"],
      ["Instant", expect.stringMatching(/^Results/)],
    ]);
    expect(quizPage.audience.groups.map((group) => group.title)).toEqual([
      "Experienced Professionals (10+ years)",
      "Invisible Jobseekers",
      "Senior Leaders",
    ]);
  });
});

describe("structured data", () => {
  it("offers each session as a Service at 199 GBP, booked through its scheduling link", () => {
    const data = servicesNodes(sessions, origin);
    expect(data).toHaveLength(2);
    for (const [index, service] of data.entries()) {
      const session = sessions[index];
      expect(service["@type"]).toBe("Service");
      expect(service.name).toBe(session?.name);
      expect(service.url).toBe(`${origin}/services#${session?.id}`);
      expect(service.offers).toMatchObject({
        "@type": "Offer",
        price: 199,
        priceCurrency: "GBP",
        url: session?.bookingUrl,
      });
    }
  });

  it("offers the audit as a Product at 49 GBP through the checkout", () => {
    const data = auditProductNode(audit, origin, site);
    expect(data["@type"]).toBe("Product");
    expect(data.name).toBe("The Career Visibility Audit");
    expect(data.url).toBe(`${origin}/visibility-audit`);
    expect(data.offers).toMatchObject({ "@type": "Offer", price: 49, priceCurrency: "GBP", url: site.links.auditCheckout });
  });
});
