import { ChoosePathSection } from "~/components/sections/choose-path-section";
import { ClosingCtaSection } from "~/components/sections/closing-cta-section";
import { EmailMeSection } from "~/components/sections/email-me-section";
import { HeroSection } from "~/components/sections/hero-section";
import { HomeGuideSection } from "~/components/sections/home-guide-section";
import { QuizPromptSection } from "~/components/sections/quiz-prompt-section";
import { RoadmapsTeaserSection } from "~/components/sections/roadmaps-teaser-section";
import { SituationsSection } from "~/components/sections/situations-section";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { WhyWorkWithMeSection } from "~/components/sections/why-work-with-me-section";
import { buttonStyles } from "~/components/ui/button-styles";
import { ExternalLink } from "~/components/ui/external-link";
import { homePageGuide } from "~/content/home-guide";
import { pagesOf } from "~/content/pages";
import { useOutboundLinks } from "~/lib/outbound-links";
import { contentFor, pageSeoFor } from "~/lib/page-content";
import { metaIn } from "~/lib/seo";
import { useSite } from "~/lib/site-context";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  metaIn(matches, (site) => loaderData?.page ?? pagesOf(site).home);

/**
 * Her home page's words and its testimonials, as the render was handed them, and the guide she offers there when she
 * ticked it (`homePageGuide`, decision 092; its id and title only, never its download).
 */
export function loader({ context }: Route.LoaderArgs) {
  const words = contentFor(context, (content) => {
    const guide = homePageGuide(content.home.guide, content.resources.library);
    return {
      home: content.home,
      homeTestimonials: content.testimonials.home,
      homeGuide: guide ? { id: guide.id, title: guide.title, label: content.resources.page.card.guideLabel } : null,
    };
  });
  return { ...words, page: pageSeoFor(context, "home") };
}

export default function HomePage({ loaderData: { home, homeTestimonials, homeGuide } }: Route.ComponentProps) {
  const [firstSession] = useSite().sessions;
  const links = useOutboundLinks();
  return (
    <>
      <HeroSection hero={home.hero} />
      <ChoosePathSection paths={home.paths} heading={home.headings.paths} />
      <QuizPromptSection quizPrompt={home.quizPrompt} />
      <SituationsSection situations={home.situations} heading={home.headings.situations} />
      <WhyWorkWithMeSection whyWorkWithMe={home.whyWorkWithMe} heading={home.headings.whyWorkWithMe} />
      <TestimonialsSection
        id="client-stories"
        eyebrow={home.testimonials.eyebrow}
        title={home.testimonials.title}
        testimonials={homeTestimonials}
      />
      <RoadmapsTeaserSection roadmaps={home.roadmaps} heading={home.headings.roadmaps} />
      {homeGuide ? <HomeGuideSection block={home.guide} guide={homeGuide} label={homeGuide.label} /> : null}
      <EmailMeSection emailMe={home.emailMe} />
      <ClosingCtaSection title={home.closing.title} description={home.closing.description}>
        {firstSession ? (
          <ExternalLink href={links.session(firstSession)} className={buttonStyles("inverse")}>
            {home.closing.bookLabel}
          </ExternalLink>
        ) : null}
        <a
          href="/hidden-job-market-quiz"
          className={buttonStyles("secondary", "border-white/40 bg-transparent text-white hover:text-white")}
        >
          {home.closing.quizLabel}
        </a>
      </ClosingCtaSection>
    </>
  );
}
