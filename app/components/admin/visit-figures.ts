export type { VisitsOverview } from "../../lib/back-office-types";

const wholeNumber = new Intl.NumberFormat("en-GB");
const oneDecimal = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });
const shortDay = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export const formatCount = (count: number) => wholeNumber.format(count);
export const formatAverage = (average: number) => oneDecimal.format(average);
/** A YYYY-MM-DD day as "23 Nov", or "23 November 2026" when `long`. */
export const formatDay = (day: string, long = false) => (long ? longDay : shortDay).format(new Date(`${day}T00:00:00Z`));
