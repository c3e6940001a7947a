const relative = new Intl.RelativeTimeFormat("en-GB", { numeric: "always" });

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** How long ago an instant was, as the coach says it: "just now", "3 minutes ago", "2 days ago". */
export function timeAgo(instant: string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - Date.parse(instant));
  for (const [unit, length] of units) {
    if (elapsed >= length) return relative.format(-Math.floor(elapsed / length), unit);
  }
  return "just now";
}
