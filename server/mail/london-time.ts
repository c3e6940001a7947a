const londonParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** An instant as the coach writes it, in London time: "Wednesday 25 November 2026, 2:08pm". */
export function londonDateTime(instant: Date): string {
  const part = Object.fromEntries(londonParts.formatToParts(instant).map(({ type, value }) => [type, value]));
  const hour = part.hour === "0" ? "12" : part.hour;
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${hour}:${part.minute}${part.dayPeriod?.toLowerCase()}`;
}
