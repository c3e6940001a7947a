import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FaqQuestionsSection } from "~/components/sections/faq-questions-section";
import { faqSeed } from "~/content/faq";
import { sessionsSeed } from "~/content/sessions";
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

  it("keeps her hostile text inside the island's data block, which reads back as it was rendered", () => {
    const faqSections = faqSeed
      .slice(0, 1)
      .map((section) => ({ ...section, items: [{ question: hostile, answer: `${hostile} answer` }] }));
    const sessions = sessionsSeed.map((session) => ({ ...session, name: hostile }));
    const html = renderToStaticMarkup(
      <SiteProvider settings={{ coachName: hostile }} sessions={sessions}>
        <Island name="faq-search" component={FaqQuestionsSection} props={{ faqSections }} />
      </SiteProvider>,
    );
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)];
    expect(scripts, "one script, the island's data, and no script her text opened").toHaveLength(1);
    expect(scripts[0]?.[0]).toMatch(/^<script type="application\/json">/);
    expect(html.endsWith("</script>"), "her text did not end the block early").toBe(true);
    expect(JSON.parse(scripts[0]?.[1] ?? "null")).toEqual({
      props: { faqSections },
      settings: { coachName: hostile },
      sessions,
    });
  });
});
