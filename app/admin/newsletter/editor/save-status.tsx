import { formatLondonSecond } from "~/lib/london-time";
import type { SaveState } from "./use-draft-autosave";

/** Where her latest words are, in one sentence: one state at a time, never two. */
export function saveSentence(state: SaveState, now?: Date): string {
  if (state.kind === "saved") return `Saved ${formatLondonSecond(state.at, now)}`;
  if (state.kind === "saving") return "Saving…";
  if (state.kind === "conflict") return "Not saved — this issue was changed elsewhere: compare the two below.";
  return `Not saved — kept in this browser. ${state.message} Saving is tried again every few seconds.`;
}

/** Whether her latest words have reached the server, announced politely as it changes. */
export function SaveStatus({ state }: { state: SaveState }) {
  const trouble = state.kind === "kept-here" || state.kind === "conflict";
  return (
    <p role="status" className={`text-sm ${trouble ? "font-semibold text-danger" : "text-ink-soft"}`}>
      {saveSentence(state)}
    </p>
  );
}
