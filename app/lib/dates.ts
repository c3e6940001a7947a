const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2025-04-24" → "24 April 2025", the same wherever the page is rendered. Written out
 * rather than with Intl.DateTimeFormat, whose first use loads locale data: on a
 * throttled phone that cost a 30 ms task during hydration.
 */
export function formatLongDate(isoDate: string): string {
  const match = isoDate.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  const month = months[Number(match?.[2]) - 1];
  if (!match || !month) throw new Error(`Not a date in the form YYYY-MM-DD: ${isoDate}`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** "2025-04-24" → the RFC 822 form RSS expects. */
export function toRfc822(isoDate: string): string {
  return new Date(`${isoDate}T08:00:00Z`).toUTCString();
}
