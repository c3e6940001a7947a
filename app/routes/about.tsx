import { CareerStorySection } from "~/components/sections/career-story-section";
import { CredentialsSection } from "~/components/sections/credentials-section";
import { ProfileHeroSection } from "~/components/sections/profile-hero-section";
import { ReinventionPathsSection } from "~/components/sections/reinvention-paths-section";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { WhyMoveOsSection } from "~/components/sections/why-move-os-section";
import { about } from "~/content/about";
import { pages } from "~/content/pages";
import { aboutTestimonials } from "~/content/testimonials";
import { originIn, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pages.about, originIn(matches));

export default function AboutPage() {
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
