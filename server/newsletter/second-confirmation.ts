import type { SendHistory } from "./sending";

/** Sends closer together than this are asked about twice. */
export const dayBetweenSendsMs = 24 * 60 * 60_000;

const zone = "Europe/London";
const dayOfWeek = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: zone });
const clock = new Intl.DateTimeFormat("en-GB", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: zone });

/** "Monday 23 November". */
const londonDay = (at: Date) => dayOfWeek.format(at).replace(",", "");
/** "2:08pm". */
const londonTime = (at: Date) => clock.format(at).replace(/\s/g, "").toLowerCase();

const people = (count: number) => (count === 1 ? "1 person" : `${count} people`);

/** How long ago, as she would say it: "a few seconds", "1 minute", "40 minutes", "3 hours". */
function howLongAgo(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "a few seconds ago";
  if (minutes < 60) return minutes === 1 ? "1 minute ago" : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
}

/**
 * Why a send of `issue` needs a second confirmation, in plain words; none when it needs only the first.
 * It does when the issue already went to people, or when any issue was sent in the last 24 hours.
 */
export function reasonsToConfirmAgain(issue: number, history: SendHistory, now: Date): string[] {
  const reasons: string[] = [];
  if (history.sentTo > 0 && history.lastSentAt)
    reasons.push(`Issue ${issue} already went to ${people(history.sentTo)} on ${londonDay(history.lastSentAt)}.`);
  const { latest } = history;
  if (latest && now.getTime() - latest.at.getTime() < dayBetweenSendsMs) {
    const ago = howLongAgo(now.getTime() - latest.at.getTime());
    reasons.push(
      latest.issue === issue
        ? `You sent this issue ${ago}, at ${londonTime(latest.at)}.`
        : `You sent an issue ${ago} (issue ${latest.issue}, at ${londonTime(latest.at)}).`,
    );
  }
  return reasons;
}

/** The second question, saying who the send would reach. */
export function secondQuestion(issue: number, history: SendHistory): string {
  const one = history.wouldReach === 1;
  const subscribers = one ? "the 1 confirmed subscriber" : `the ${history.wouldReach} confirmed subscribers`;
  return history.sentTo > 0
    ? `Send issue ${issue} again? Only ${subscribers} who ${one ? "has" : "have"} not had it will get it; nobody gets it twice.`
    : `Send issue ${issue} anyway, to ${subscribers}?`;
}
