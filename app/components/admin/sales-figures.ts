import type { SalesOverview } from "../../../server/admin/sales";

/** What /admin/api/sales answers; the server's own type, so a renamed field fails the build. */
export type { SalesOverview };

/** A source and its campaign as one label: "LinkedIn (november-post)". */
export const sourceLabel = ({ source, campaign }: { source: string; campaign: string }) =>
  campaign ? `${source} (${campaign})` : source;
