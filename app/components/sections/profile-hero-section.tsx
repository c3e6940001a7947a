import type { About } from "~/content/about";
import type { ShownPicture } from "~/lib/page-content";
import { useSite } from "~/lib/site-context";
import { Container } from "../ui/container";
import { ResponsiveImage } from "../ui/responsive-image";

/** The top of /about: who the coach is, in her own words, beside her portrait (the largest thing in view on a desktop). */
export function ProfileHeroSection({ about, portrait }: { about: About; portrait: ShownPicture }) {
  const site = useSite();
  return (
    <section aria-labelledby="profile-title" className="border-b border-line bg-sand">
      <Container className="grid items-center gap-10 py-14 sm:py-20 md:grid-cols-[3fr_2fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">{about.heroEyebrow}</p>
          <h1 id="profile-title" className="mt-2 text-4xl font-semibold sm:text-5xl">
            {about.heroTitle}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-ink-soft sm:text-xl">{about.heroIntro}</p>
          <p className="mt-6 font-semibold text-ink">
            {site.coach.name}
            <span className="block text-sm font-normal text-muted">{site.coach.role}</span>
          </p>
        </div>
        <ResponsiveImage
          name="coach-portrait"
          shown={portrait}
          priority
          className="mx-auto h-auto w-full max-w-sm rounded-3xl object-cover shadow-sm"
        />
      </Container>
    </section>
  );
}
