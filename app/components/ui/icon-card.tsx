import type { IconName } from "~/content/schema";
import { IconBadge } from "./icon-badge";

interface IconCardProps {
  icon: IconName;
  title: string;
  text: string;
  /** 3 under a section's h2; 4 where the cards sit under an h3 of their own. */
  headingLevel?: 3 | 4;
  /** The card's border and padding. */
  className: string;
}

/** A card of a grid, led by its icon's badge, with a title and a line or two under it. */
export function IconCard({ icon, title, text, headingLevel = 3, className }: IconCardProps) {
  const Heading = headingLevel === 4 ? "h4" : "h3";
  return (
    <li className={`rounded-xl bg-paper shadow-sm ${className}`}>
      <IconBadge name={icon} />
      <Heading className="mt-4 font-serif text-xl font-semibold">{title}</Heading>
      <p className="mt-2 text-ink-soft">{text}</p>
    </li>
  );
}
