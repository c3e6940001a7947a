// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ServerWarnings } from "~/admin/health/server-warnings";

afterEach(cleanup);

describe("the health screen's warnings from the server", () => {
  it("shows nothing while the data folder takes writes and no scrub waits", () => {
    const { container } = render(<ServerWarnings dataDirProblem={null} erasureWaitingSince={null} />);
    expect(container.textContent).toBe("");
  });

  it("says the forms are failing with the data folder's reason, and when a deletion waits to be scrubbed, in London time", () => {
    const reason = "The data folder /srv/data has 12 MB free, under the 100 MB it needs.";
    render(<ServerWarnings dataDirProblem={reason} erasureWaitingSince="2026-11-28T02:05:00Z" />);
    expect(screen.getByRole("heading", { name: "Needs attention on the server" })).toBeTruthy();
    expect(screen.getByText(/Visitors' forms are failing/).parentElement?.textContent).toContain(reason);
    expect(screen.getByText(/waiting to be scrubbed from disk/).parentElement?.textContent).toContain(
      "What was deleted on Saturday 28 November 2026 at 2:05am",
    );
  });
});
