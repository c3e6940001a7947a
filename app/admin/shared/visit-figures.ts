export type { VisitsOverview } from "../visits/types";

const wholeNumber = new Intl.NumberFormat("en-GB");
const oneDecimal = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });
const shortDay = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export const formatCount = (count: number) => wholeNumber.format(count);
export const formatAverage = (average: number) => oneDecimal.format(average);
/** A YYYY-MM-DD day as "23 Nov", or "23 November 2026" when `long`. */
export const formatDay = (day: string, long = false) => (long ? longDay : shortDay).format(new Date(`${day}T00:00:00Z`));

/**
 * A figure against the same figure in the period before, in words a screen reader reads as they are and that
 * need no colour: "up 40% on the previous 30 days", "down 12% …", "the same as …", "up from none in …".
 */
export function changeInWords(current: number, previous: number, days: number): string {
  const period = `the previous ${days} days`;
  if (previous === 0) return current === 0 ? `the same as ${period}` : `up from none in ${period}`;
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return `the same as ${period}`;
  return `${percent > 0 ? "up" : "down"} ${Math.abs(percent)}% on ${period}`;
}
