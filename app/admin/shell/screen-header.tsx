import type { ReactNode } from "react";
import { ExportLink } from "../shared/export-link";
import { AdminTitle } from "./admin-title";

interface ScreenHeaderProps {
  title: string;
  /** The counts under the heading. */
  children: ReactNode;
  exports: { resource: "messages" | "subscribers"; label: string };
}

/** A list screen's heading, its counts and its CSV download. */
export function ScreenHeader({ title, children, exports }: ScreenHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <AdminTitle screen={title} />
      <div>
        <h1 className="text-4xl font-semibold">{title}</h1>
        <p className="mt-2 text-ink-soft">{children}</p>
      </div>
      <ExportLink {...exports} />
    </div>
  );
}
