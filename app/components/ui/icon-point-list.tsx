import type { IconName } from "~/content/schema";
import { ContentIcon } from "./content-icon";

export interface IconPoint {
  icon: IconName;
  title: string;
  description: string;
}

/** Short points in three columns on wide screens, each an icon, a heading and a sentence. */
export function IconPointList({ points, className = "" }: { points: readonly IconPoint[]; className?: string }) {
  return (
    <ul className={`grid gap-8 md:grid-cols-3 ${className}`.trim()}>
      {points.map((point) => (
        <li key={point.title}>
          <ContentIcon name={point.icon} className="size-7 text-accent" />
          <h3 className="mt-3 text-xl font-semibold">{point.title}</h3>
          <p className="mt-2 text-ink-soft">{point.description}</p>
        </li>
      ))}
    </ul>
  );
}
