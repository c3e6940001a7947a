// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SubscriberStatusWords } from "~/admin/subscribers/subscriber-status-words";
import type { Subscriber } from "~/admin/subscribers/types";

afterEach(cleanup);

const person = (status: Subscriber["status"], confirmation_waiting_since: string | null = null): Subscriber => ({
  id: 1,
  created_at: "2026-11-29T09:00:00Z",
  email: "ada@example.com",
  status,
  source_path: "/newsletter",
  stated_source: null,
  first_name: null,
  last_name: null,
  confirmation_waiting_since,
});

const wordsFor = (subscriber: Subscriber) => render(<SubscriberStatusWords subscriber={subscriber} />).container.textContent;

describe("where a subscriber stands, on Subscribers", () => {
  it("tells a person whose confirmation e-mail waits for the day's limit from one who has it, since when in London time", () => {
    // 1 July is in British Summer Time: 12:30 UTC is 1:30pm in London.
    expect(wordsFor(person("pending", "2026-07-01T12:30:00Z"))).toBe(
      "Confirmation e-mail waiting: goes when the day's limit allowsWaiting since Wednesday 1 July 2026 at 1:30pm",
    );
    expect(wordsFor(person("pending"))).toBe("Waiting for confirmation");
    expect(wordsFor(person("confirmed"))).toBe("Confirmed");
  });
});
