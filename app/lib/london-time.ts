/** The coach works in London: every time the back office and her e-mails show or take is London time, whatever the computer's zone. */
const zone = "Europe/London";

const dayAndTime = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: zone,
});

/** An instant as the coach writes it, in London time: "Wednesday 25 November 2026 at 2:08pm". */
export function formatLondon(instant: string | Date): string {
  const part = Object.fromEntries(dayAndTime.formatToParts(new Date(instant)).map(({ type, value }) => [type, value]));
  const hour = part.hour === "0" ? "12" : part.hour;
  return `${part.weekday} ${part.day} ${part.month} ${part.year} at ${hour}:${part.minute}${part.dayPeriod?.toLowerCase()}`;
}

const parts = new Intl.DateTimeFormat("en-GB", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: zone,
});

/** An instant as a datetime-local input's value in London, "2026-03-03T14:05". */
export function toLondonInput(iso: string): string {
  const part = Object.fromEntries(parts.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** A datetime-local input's value read as London time, as an ISO instant (British Summer Time included). */
export function fromLondonInput(value: string): string {
  const asUtc = Date.parse(`${value}:00Z`);
  const offsetAt = (instant: number) => Date.parse(`${toLondonInput(new Date(instant).toISOString())}:00Z`) - instant;
  const guess = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(guess)).toISOString();
}
