import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuditTabsSection } from "~/components/sections/audit-tabs-section";
import { FaqSearchField } from "~/components/sections/faq-search-field";
import { auditSeed } from "~/content/audit";
import { faqSeed } from "~/content/faq";
import { sessionsSeed } from "~/content/sessions";
import { ContactFormIsland } from "~/islands/contact-form-island";
import { Island } from "~/islands/island";
import { jsonInHtml } from "~/lib/json-in-html";
import { SiteProvider } from "~/lib/site-context";

/** What she might type into a question of hers, meaning harm or not. */
const hostile = "Can I end it? </script><script>alert(1)</script><!-- & \u2028 line \u2029 paragraph </SCRIPT >";

describe("what an island was rendered with, written into its page", () => {
  it("cannot close its script or open a comment, whatever the text holds, and reads back the same", () => {
    const json = jsonInHtml({ question: hostile });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ question: hostile });
  });

  /** The island's markup and the data written beside it, which must be its one script. */
  function islandData(html: string): unknown {
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)];
    expect(scripts, "one script, the island's data, and no script her text opened").toHaveLength(1);
    expect(scripts[0]?.[0]).toMatch(/^<script type="application\/json">/);
    expect(html.endsWith("</script>"), "her text did not end the block early").toBe(true);
    return JSON.parse(scripts[0]?.[1] ?? "null");
  }

  it("keeps her hostile questions inside the FAQ's data block, which carries them and none of her settings or sessions", () => {
    const faqSections = faqSeed
      .slice(0, 1)
      .map((section) => ({ ...section, items: [{ question: hostile, answer: `${hostile} answer` }] }));
    const html = renderToStaticMarkup(
      <SiteProvider settings={{ coachName: hostile }} sessions={sessionsSeed}>
        <Island name="faq-search" component={FaqSearchField} props={{ faqSections }} />
      </SiteProvider>,
    );
    expect(islandData(html)).toEqual({ props: { faqSections }, path: "/" });
  });

  it("keeps her hostile Visibility Audit words inside the tabs' data block, which carries them and none of her settings or sessions", () => {
    const words = {
      tabsLabel: hostile,
      tabs: { ...auditSeed.tabs, faq: "</script><!--" },
      whatItIs: [hostile],
      features: auditSeed.features.map((feature) => ({ ...feature, description: `${hostile} ${feature.title}` })),
      questions: [{ question: hostile, answer: `${hostile} answer` }],
    };
    const auditTestimonials = [{ quote: hostile, author: "Priya S.", role: hostile }];
    const html = renderToStaticMarkup(
      <SiteProvider settings={{ "coach.name": hostile }} sessions={sessionsSeed}>
        <Island name="audit-tabs" component={AuditTabsSection} props={{ words, auditTestimonials }} />
      </SiteProvider>,
    );
    expect(islandData(html)).toEqual({ props: { words, auditTestimonials }, path: "/" });
  });

  it("carries her hostile settings and sessions to the contact form, which shows her sessions", () => {
    const sessions = sessionsSeed.map((session) => ({ ...session, name: hostile }));
    const html = renderToStaticMarkup(
      <SiteProvider settings={{ "coach.name": hostile }} sessions={sessions}>
        <Island name="contact-form" component={ContactFormIsland} props={{}} />
      </SiteProvider>,
    );
    expect(islandData(html)).toEqual({ props: {}, path: "/", settings: { "coach.name": hostile }, sessions });
  });

  it("refuses to start an island with what of her site it was not handed, rather than show the seed's", () => {
    expect(() =>
      renderToStaticMarkup(
        <SiteProvider settings={{}}>
          <ContactFormIsland />
        </SiteProvider>,
      ),
    ).toThrow(/Her sessions were not handed to this island: name them in islandReads/);
  });
});
