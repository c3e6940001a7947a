// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { WeeklySummarySwitch } from "~/admin/health/weekly-summary-switch";

afterEach(cleanup);

describe("the Monday summary's switch on Health", () => {
  it("shows the coach's stored choice, and when she made it", () => {
    render(<WeeklySummarySwitch setting={{ enabled: false, changedAt: "2026-11-25T14:08:00Z", sendsMail: true }} />);
    expect((screen.getByRole("checkbox", { name: "Send me the Monday summary" }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/You last changed this on/)).toBeTruthy();
    expect(screen.queryByText(/E-mail is not set up/)).toBeNull();
  });

  it("says that nothing is sent while the server has no e-mail set up", () => {
    render(<WeeklySummarySwitch setting={{ enabled: true, changedAt: null, sendsMail: false }} />);
    expect((screen.getByRole("checkbox", { name: "Send me the Monday summary" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/E-mail is not set up on the server \(SMTP_URL\), so nothing is sent/)).toBeTruthy();
  });
});
