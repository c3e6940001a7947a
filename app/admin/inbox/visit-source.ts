import { sourceInWords } from "~/lib/source-in-words";
import type { FullMessage } from "./types";

/** Where a sender's visit came from, as the coach reads it: "LinkedIn", "Newsletter, issue 3, arrived on /services". */
export function visitSourceText(message: Pick<FullMessage, "visit_source" | "visit_campaign" | "visit_landing">): string {
  if (!message.visit_source) return "Not known: the visit was not counted, or was on another day";
  const landing = message.visit_landing ? `, arrived on ${message.visit_landing}` : "";
  return `${sourceInWords({ source: message.visit_source, campaign: message.visit_campaign ?? "" })}${landing}`;
}
