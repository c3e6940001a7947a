import { ServicesFaqSection } from "~/components/sections/services-faq-section";
import { SessionsSection } from "~/components/sections/sessions-section";
import { StillDecidingSection } from "~/components/sections/still-deciding-section";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { buttonStyles } from "~/components/ui/button-styles";
import { PageHeader } from "~/components/ui/page-header";
import { pagesOf } from "~/content/pages";
import { contentFor, pageSeoFor } from "~/lib/page-content";
import { metaIn } from "~/lib/seo";
import { useSite } from "~/lib/site-context";
import { servicesNodes } from "~/lib/structured-data";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  metaIn(matches, (site, origin) => ({
    ...(loaderData?.page ?? pagesOf(site).services),
    structuredData: servicesNodes(site.sessions, origin),
  }));

/** Her words for this page and its testimonials, as the render was handed them. */
export function loader({ context }: Route.LoaderArgs) {
  return {
    servicesPage: contentFor(context, (content) => content.services),
    serviceStories: contentFor(context, (content) => content.testimonials.services),
    page: pageSeoFor(context, "services"),
  };
}

export default function ServicesPage({ loaderData: { servicesPage, serviceStories } }: Route.ComponentProps) {
  const { sessions } = useSite();
  const { header, stories } = servicesPage;
  return (
    <>
      <PageHeader
        eyebrow={header.eyebrow}
        title={header.title}
        actions={sessions.map((session, index) => (
          <a key={session.id} href={`#${session.id}`} className={buttonStyles(index === 0 ? "primary" : "secondary")}>
            {session.name}
          </a>
        ))}
      >
        <p>{header.intro}</p>
      </PageHeader>
      <SessionsSection session={servicesPage.session} terms={servicesPage.terms} />
      <TestimonialsSection id="client-stories" eyebrow={stories.eyebrow} title={stories.title} testimonials={serviceStories} />
      <ServicesFaqSection faq={servicesPage.faq} />
      <StillDecidingSection stillDeciding={servicesPage.stillDeciding} />
    </>
  );
}
