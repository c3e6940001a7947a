import { formatLondon } from "~/lib/london-time";
import type { SaveState } from "./use-draft-autosave";

function sentence(state: SaveState): string {
  if (state.kind === "saved") return `Saved ${formatLondon(state.at)}.`;
  if (state.kind === "saving") return "Saving…";
  if (state.kind === "conflict") return "Not saved: this issue was changed elsewhere (see below).";
  return `Not saved yet. ${state.message} What you write is kept in this browser, and saving is tried again every few seconds.`;
}

/** Whether her latest words have reached the server, announced politely as it changes. */
export function SaveStatus({ state }: { state: SaveState }) {
  const trouble = state.kind === "kept-here" || state.kind === "conflict";
  return (
    <p role="status" className={`text-sm ${trouble ? "font-semibold text-danger" : "text-ink-soft"}`}>
      {sentence(state)}
    </p>
  );
}
