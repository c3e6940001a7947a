import { marked } from "marked";
import coachGuide from "../../../docs/coach.md?raw";
import { longName } from "./breakable-names";

/**
 * The guide's "Connections" section (docs/coach.md), its steps one level under the screen's own heading; an event's
 * name breaks between its parts on a phone, as the cards' do.
 */
const connectionsSteps = (() => {
  const section = coachGuide.split(/^## /m).find((part) => part.startsWith("Connections")) ?? "";
  const steps = section.slice(section.indexOf("\n") + 1);
  return marked.parse(steps, { async: false }).replace(longName, (name) => name.replace(/([._])/g, "$1<wbr>"));
})();

export const connectionsGuideId = "connections-guide";

/** Each step of connecting Stripe, Cal.com and Calendly, and what she should see after it, from her guide. */
export function ConnectionsGuide() {
  return (
    <section aria-labelledby={connectionsGuideId} className="rounded-lg border border-line bg-paper p-4 sm:p-6">
      <h2 id={connectionsGuideId} className="text-2xl font-semibold">
        Your guide, step by step
      </h2>
      {/* The guide is the repository's own text (docs/coach.md, bundled at build time), not anything a visitor typed. */}
      <div className="prose-article mt-4 text-base" dangerouslySetInnerHTML={{ __html: connectionsSteps }} />
    </section>
  );
}
