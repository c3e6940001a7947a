import { CareerStorySection } from "~/components/sections/career-story-section";
import { CredentialsSection } from "~/components/sections/credentials-section";
import { ProfileHeroSection } from "~/components/sections/profile-hero-section";
import { ReinventionPathsSection } from "~/components/sections/reinvention-paths-section";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { WhyMoveOsSection } from "~/components/sections/why-move-os-section";
import { pagesOf } from "~/content/pages";
import { contentFor, pageSeoFor, pictureFor } from "~/lib/page-content";
import { metaIn } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  metaIn(matches, (site) => loaderData?.page ?? pagesOf(site).about);

/** Her about page, its testimonials and her photo, as the render was handed them. */
export function loader({ context }: Route.LoaderArgs) {
  const words = contentFor(context, (content) => ({ about: content.about, aboutTestimonials: content.testimonials.about }));
  return { ...words, portrait: pictureFor(context, "portrait"), page: pageSeoFor(context, "about") };
}

export default function AboutPage({ loaderData: { about, aboutTestimonials, portrait } }: Route.ComponentProps) {
  const { testimonials } = about.headings;
  return (
    <>
      <ProfileHeroSection about={about} portrait={portrait} />
      <CredentialsSection about={about} />
      <ReinventionPathsSection about={about} />
      <TestimonialsSection
        id="testimonials"
        eyebrow={testimonials.eyebrow}
        title={testimonials.title}
        testimonials={aboutTestimonials}
      />
      <CareerStorySection about={about} />
      <WhyMoveOsSection about={about} />
    </>
  );
}
