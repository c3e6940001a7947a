const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2025-04-24" → "24 April 2025", the same wherever the page is rendered. */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "2025-04-24" → the RFC 822 form RSS expects. */
export function toRfc822(isoDate: string): string {
  return new Date(`${isoDate}T08:00:00Z`).toUTCString();
}
