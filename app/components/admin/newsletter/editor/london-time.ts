/** The coach works in London: every time the editor shows or takes is London time, whatever the computer's zone. */
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

/** "Tuesday 3 March 2026 at 2:05 pm". */
export const formatLondon = (iso: string) =>
  dayAndTime
    .format(new Date(iso))
    .replace(", ", " ")
    .replace(/ at |, /, " at ");

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
