// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ConfirmationCapsStatus } from "~/admin/health/confirmation-caps";

afterEach(cleanup);

const caps = (perAddress: number, daily: number, lastHeldBackAt: string | null = null, waiting = 0) => ({
  maxPerDay: 200,
  sentToday: 200,
  heldBackToday: { perAddress, daily },
  lastHeldBackAt,
  waiting,
  nextWaitingGoesAt: waiting > 0 ? "2026-11-29T14:05:00Z" : null,
});

/** The figure shown beside a label on the health screen. */
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe("the health screen's confirmation e-mail caps", () => {
  it("says plainly when no cap held an e-mail back", () => {
    render(<ConfirmationCapsStatus caps={caps(0, 0)} />);
    expect(screen.getByText("No cap held back a confirmation e-mail in the last 24 hours.")).toBeTruthy();
    expect(figure("Sent in the last 24 hours (cap 200)")).toBe("200");
  });

  it("says that the daily cap was reached, what that means and when a cap last held one back", () => {
    render(<ConfirmationCapsStatus caps={caps(1, 7, "2026-11-23T09:30:00Z")} />);
    expect(figure("Held back by the daily cap")).toBe("7");
    expect(figure("Held back by the per-address cap")).toBe("1");
    const explanation = screen.getByText(/The daily cap was reached/).textContent ?? "";
    expect(explanation).toContain("e-mails to addresses already on the list");
    expect(explanation).toContain("CONFIRM_MAX_PER_DAY");
    expect(explanation).toContain("A cap last held one back on 23 Nov 2026");
  });

  it("says how many confirmations wait for a place in a burst, and when the next goes, in London time", () => {
    render(<ConfirmationCapsStatus caps={caps(0, 0, null, 1800)} />);
    expect(figure("Waiting for a place under the daily cap")).toBe("1,800");
    const explanation = screen.getByText(/The daily cap was reached/).textContent ?? "";
    expect(explanation).toContain("1,800 sign-ups' confirmation e-mails wait for a place");
    expect(explanation).toContain("the next on 29 Nov 2026");
    expect(explanation).toContain("14:05");
    expect(explanation).toContain("None is dropped");
  });

  it("tells a per-address hold apart from the daily cap", () => {
    render(<ConfirmationCapsStatus caps={caps(3, 0)} />);
    expect(screen.getByText(/Some addresses asked again too soon/)).toBeTruthy();
    expect(screen.queryByText(/The daily cap was reached/)).toBeNull();
  });
});
