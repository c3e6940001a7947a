import { CareerStorySection } from "~/components/sections/career-story-section";
import { CredentialsSection } from "~/components/sections/credentials-section";
import { ProfileHeroSection } from "~/components/sections/profile-hero-section";
import { ReinventionPathsSection } from "~/components/sections/reinvention-paths-section";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { WhyMoveOsSection } from "~/components/sections/why-move-os-section";
import { aboutOf } from "~/content/about";
import { pagesOf } from "~/content/pages";
import { contentFor } from "~/lib/page-content";
import { metaIn } from "~/lib/seo";
import { useSite } from "~/lib/site-context";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) => metaIn(matches, (site) => pagesOf(site).about);

/** Her testimonials for this page, as the render was handed them. */
export function loader({ context }: Route.LoaderArgs) {
  return { aboutTestimonials: contentFor(context, (content) => content.testimonials.about) };
}

export default function AboutPage({ loaderData: { aboutTestimonials } }: Route.ComponentProps) {
  const site = useSite();
  const about = aboutOf(site);
  const { testimonials } = about.headings;
  return (
    <>
      <ProfileHeroSection />
      <CredentialsSection />
      <ReinventionPathsSection />
      <TestimonialsSection
        id="testimonials"
        eyebrow={testimonials.eyebrow}
        title={testimonials.title}
        testimonials={aboutTestimonials}
      />
      <CareerStorySection />
      <WhyMoveOsSection />
    </>
  );
}
