/** The periods, in days, the back office's visits overview offers; the server refuses any other. */
export const visitRanges = [30, 90] as const;
