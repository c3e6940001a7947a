/** The periods, in days, the back office's visits overview offers; the server refuses any other. */
export const visitRanges = [30, 90] as const;

/**
 * The query string that asks the overview for last week instead: Monday to Sunday in London, the week the Monday
 * summary counts, so that its figures and the screen's can be checked against each other.
 */
export const lastWeekQuery = "week=last";
