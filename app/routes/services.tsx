import { ServicesFaqSection } from "~/components/sections/services-faq-section";
import { SessionsSection } from "~/components/sections/sessions-section";
import { StillDecidingSection } from "~/components/sections/still-deciding-section";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { buttonStyles } from "~/components/ui/button-styles";
import { PageHeader } from "~/components/ui/page-header";
import { pages } from "~/content/pages";
import { servicesPage, sessions } from "~/content/services";
import { serviceStories } from "~/content/testimonials";
import { originIn, pageMeta } from "~/lib/seo";
import { servicesNodes } from "~/lib/structured-data";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originIn(matches);
  return pageMeta({ ...pages.services, structuredData: servicesNodes(origin) }, origin);
};

export default function ServicesPage() {
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
      <SessionsSection />
      <TestimonialsSection id="client-stories" eyebrow={stories.eyebrow} title={stories.title} testimonials={serviceStories} />
      <ServicesFaqSection />
      <StillDecidingSection />
    </>
  );
}
