// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WeeklySummaryActions } from "~/admin/health/weekly-summary-actions";
import type { WeeklySummaryPreview } from "../../app/admin/health/types";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const preview: WeeklySummaryPreview = {
  subject: "Your week on Next Move Strategy: 0 visitors, 0 booking clicks",
  html: "<p>Visitors: 0</p>",
  text: "Visitors: 0",
  soFar: {
    from: "2026-11-23",
    to: "2026-11-27",
    parts: [{ title: "Visits", items: ["Visitors: 14 (a sum of daily visitors)", "Page views: 31"] }],
  },
};

describe("the Monday summary's preview on Health", () => {
  it("shows this week so far beside last week, so a new site's first preview is not all zeros", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(preview), { status: 200 })),
    );
    render(<WeeklySummaryActions sendsMail />);
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    const soFar = await screen.findByRole("region", { name: "This week so far" });
    expect(soFar.textContent).toContain("Monday 23 November to Friday 27 November");
    expect(soFar.textContent).toContain("Visitors: 14 (a sum of daily visitors)");
    expect(screen.getByTitle("Last week's summary e-mail")).toBeTruthy();
  });
});
