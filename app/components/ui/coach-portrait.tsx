import { about } from "~/content/about";
import { site } from "~/content/site";

/** The coach's photo once it is supplied, and until then an illustration drawn for this site. */
export function CoachPortrait({ className = "" }: { className?: string }) {
  const image = site.coach.photo
    ? { src: site.coach.photo, alt: `${site.coach.name}, ${site.coach.role}` }
    : { src: "/images/coach-illustration.svg", alt: about.illustrationAlt };
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={480}
      height={540}
      className={`h-auto w-full rounded-3xl object-cover shadow-sm ${className}`.trim()}
    />
  );
}
