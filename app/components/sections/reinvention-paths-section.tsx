import { ArrowRight } from "lucide-react";
import type { About } from "~/content/about";
import { HeadedSection } from "../ui/headed-section";
import { textLinkStyles } from "../ui/text-link-styles";

/** The two moves most clients make, each leading to its session, and the method behind both. */
export function ReinventionPathsSection({ about }: { about: About }) {
  const { reinvention } = about.headings;
  return (
    <HeadedSection
      id="reinvention"
      eyebrow={reinvention.eyebrow}
      title={reinvention.title}
      intro={reinvention.intro}
      className="border-y border-line bg-sand py-16 sm:py-20"
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {about.reinventionPaths.map((path) => (
          <li key={path.href} className="flex flex-col rounded-xl bg-paper p-7 shadow-sm">
            <h3 className="text-2xl font-semibold">{path.title}</h3>
            <p className="mt-3 flex-1 text-ink-soft">{path.description}</p>
            <a href={path.href} className={textLinkStyles("mt-5")}>
              {reinvention.pathLinkLabel}
              <span className="sr-only">: {path.title}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </li>
        ))}
      </ul>
      <a href="/philosophy" className={textLinkStyles("mt-8 text-lg")}>
        {reinvention.philosophyLabel}
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </HeadedSection>
  );
}
