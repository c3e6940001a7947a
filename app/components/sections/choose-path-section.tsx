import { ArrowRight } from "lucide-react";
import type { Home } from "~/content/home";
import { HeadedSection } from "../ui/headed-section";

/** 'Choose Your Path': the career and the business route, each leading to its session. */
export function ChoosePathSection({ paths, heading }: { paths: Home["paths"]; heading: Home["headings"]["paths"] }) {
  return (
    <HeadedSection id="choose-path" eyebrow={heading.eyebrow} title={heading.title} className="py-16 sm:py-24">
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {paths.map((path) => (
          <li key={path.link.to} className="flex flex-col rounded-xl border border-line bg-paper p-8 shadow-sm">
            <p className="text-sm font-semibold uppercase tracking-wider text-accent">{path.eyebrow}</p>
            <h3 className="mt-3 text-2xl font-semibold">{path.title}</h3>
            <p className="mt-4 flex-1 text-ink-soft">{path.description}</p>
            <p className="mt-6 text-sm text-muted">Session: {path.sessionName}</p>
            <a
              href={path.link.to}
              className="mt-3 inline-flex items-center gap-2 font-semibold text-accent-strong underline-offset-4 hover:underline"
            >
              {path.link.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
