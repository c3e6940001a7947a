import { ClosingCtaSection } from "~/components/sections/closing-cta-section";
import { MoveOsExplainedSection } from "~/components/sections/move-os-explained-section";
import { MoveShiftsSection } from "~/components/sections/move-shifts-section";
import { RoadmapSection } from "~/components/sections/roadmap-section";
import { buttonStyles } from "~/components/ui/button-styles";
import { PageHeader } from "~/components/ui/page-header";
import { pagesOf } from "~/content/pages";
import { roadmaps } from "~/content/roadmaps";
import { contentFor, pageSeoFor } from "~/lib/page-content";
import { metaIn } from "~/lib/seo";
import type { Route } from "./+types/philosophy";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  metaIn(matches, (site) => loaderData?.page ?? pagesOf(site).philosophy);

/** Her philosophy page's words, as the render was handed them. */
export function loader({ context }: Route.LoaderArgs) {
  return { philosophy: contentFor(context, (content) => content.philosophy), page: pageSeoFor(context, "philosophy") };
}

export default function PhilosophyPage({ loaderData: { philosophy } }: Route.ComponentProps) {
  const { header, closing } = philosophy;
  return (
    <>
      <PageHeader
        eyebrow={header.eyebrow}
        title={header.title}
        actions={roadmaps.map((roadmap, index) => (
          <a key={roadmap.id} href={`#${roadmap.id}`} className={buttonStyles(index === 0 ? "primary" : "secondary")}>
            {roadmap.title}
          </a>
        ))}
      >
        <p>{header.intro}</p>
      </PageHeader>
      <MoveOsExplainedSection explanation={philosophy.explanation} />
      <MoveShiftsSection shifts={philosophy.shifts} />
      {roadmaps.map((roadmap) => (
        <RoadmapSection key={roadmap.id} roadmap={roadmap} words={philosophy.roadmaps} />
      ))}
      <ClosingCtaSection title={closing.title} description={closing.description}>
        <a href="/contact" className={buttonStyles("inverse")}>
          {closing.contactLabel}
        </a>
        <a href="/services" className={buttonStyles("secondary", "border-white/40 bg-transparent text-white hover:text-white")}>
          {closing.servicesLabel}
        </a>
      </ClosingCtaSection>
    </>
  );
}
