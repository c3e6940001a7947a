import { redirect } from "react-router";
import { signInPathFrom } from "./return-path";

export type { FailingNotification, Health } from "../health/types";
export type { FullMessage, MessageStatus, MessageSummary } from "../inbox/types";
export type { Subscriber, SubscriberStatus } from "../subscribers/types";

export const signInPath = "/admin/sign-in";

/** The screen being opened: the loader's request when given, else the address in the window (a first load). */
function screenOf(from: AbortSignal | Request | undefined): string | undefined {
  if (from instanceof Request) return `${new URL(from.url).pathname}${new URL(from.url).search}`;
  return typeof window === "undefined" ? undefined : `${window.location.pathname}${window.location.search}`;
}

/**
 * Reads a back-office resource; without a live session, goes to the sign-in page instead, which brings her back
 * to this screen once she is signed in. Give the loader's request (or its signal) so a navigation can be cancelled.
 */
export async function adminGet<T>(path: string, from?: AbortSignal | Request): Promise<T> {
  const signal = from instanceof Request ? from.signal : from;
  const response = await fetch(`/admin/api/${path}`, { signal, headers: { Accept: "application/json" } });
  if (response.status === 401) throw redirect(signInPathFrom(signInPath, screenOf(from)));
  if (!response.ok) throw new Response(null, { status: response.status });
  return (await response.json()) as T;
}

export interface AdminAnswer {
  status: number;
  body: Record<string, unknown>;
  /** The server's own words for a refusal, or a plain one when it could not be reached. */
  message: string;
}

/** A refusal's message for each field it names (a 4xx answer's `errors`), empty when it names none. */
export function fieldErrorsOf(answer: AdminAnswer): Record<string, string> {
  const errors = answer.body.errors;
  return typeof errors === "object" && errors !== null ? (errors as Record<string, string>) : {};
}

/** Sends a change to the back office, as JSON; never throws: a network failure is status 0. */
export function adminPost(path: string, body: unknown = {}): Promise<AdminAnswer> {
  return adminSend("POST", path, body);
}

/** Sends a change with any method, as JSON or (for a file) as the form data given; never throws. */
export async function adminSend(method: "POST" | "PUT" | "DELETE", path: string, body: unknown = {}): Promise<AdminAnswer> {
  const json = !(body instanceof FormData);
  try {
    const response = await fetch(`/admin/api/${path}`, {
      method,
      headers: json ? { "Content-Type": "application/json", Accept: "application/json" } : { Accept: "application/json" },
      body: json ? JSON.stringify(body) : body,
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    const message = typeof answer.message === "string" ? answer.message : "Something went wrong. Please try again.";
    return { status: response.status, body: answer, message };
  } catch {
    return { status: 0, body: {}, message: "The server could not be reached. Please check your connection and try again." };
  }
}

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** A stored timestamp as the coach reads it, e.g. "3 Mar 2026, 14:05". */
export const formatWhen = (iso: string) => dateTime.format(new Date(iso));
