export type { SalesOverview } from "../../lib/back-office-types";

/** A source and its campaign as one label: "LinkedIn (november-post)". */
export const sourceLabel = ({ source, campaign }: { source: string; campaign: string }) =>
  campaign ? `${source} (${campaign})` : source;
