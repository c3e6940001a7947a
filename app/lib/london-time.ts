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

const secondsAndDay = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: zone,
});

/** When something was saved, to the second, in London: "14:02:31" today, "24 November 2026 at 14:02:31" on another day. */
export function formatLondonSecond(instant: string | Date, now: Date = new Date()): string {
  const partsOf = (when: Date) => Object.fromEntries(secondsAndDay.formatToParts(when).map(({ type, value }) => [type, value]));
  const part = partsOf(new Date(instant));
  const today = partsOf(now);
  const time = `${part.hour}:${part.minute}:${part.second}`;
  const sameDay = part.day === today.day && part.month === today.month && part.year === today.year;
  return sameDay ? time : `${part.day} ${part.month} ${part.year} at ${time}`;
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
