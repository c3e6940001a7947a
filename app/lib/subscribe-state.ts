import type { InsertOutcome } from "./backend";

export type SubscribeStatus = "idle" | "submitting" | "success" | "failure";

export interface SubscribeState {
  status: SubscribeStatus;
  email: string;
}

export type SubscribeEvent =
  | { type: "edit"; email: string }
  | { type: "submit" }
  | { type: "finish"; outcome: InsertOutcome }
  | { type: "crash" };

export const initialSubscribeState: SubscribeState = { status: "idle", email: "" };

/**
 * idle → submitting → success (e-mail cleared) or failure (e-mail kept).
 * An empty e-mail does nothing, and a second submit while one is pending is ignored.
 */
export function subscribeReducer(state: SubscribeState, event: SubscribeEvent): SubscribeState {
  switch (event.type) {
    case "edit":
      return state.status === "submitting" ? state : { status: "idle", email: event.email };
    case "submit":
      if (state.status === "submitting" || state.email.trim() === "") return state;
      return { ...state, status: "submitting" };
    case "finish":
      if (state.status !== "submitting") return state;
      return event.outcome.kind === "created" ? { status: "success", email: "" } : { ...state, status: "failure" };
    case "crash":
      return { ...state, status: "failure" };
  }
}
