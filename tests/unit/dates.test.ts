import { describe, expect, it } from "vitest";
import { formatLongDate } from "~/lib/dates";

describe("long dates", () => {
  it("writes dates as British readers expect, without a leading zero", () => {
    expect(formatLongDate("2025-04-24")).toBe("24 April 2025");
    expect(formatLongDate("2025-06-08")).toBe("8 June 2025");
    expect(formatLongDate("2026-12-01")).toBe("1 December 2026");
  });

  it("refuses anything that is not a YYYY-MM-DD date", () => {
    expect(() => formatLongDate("2025-13-01")).toThrow(/YYYY-MM-DD/);
    expect(() => formatLongDate("24/04/2025")).toThrow(/YYYY-MM-DD/);
  });
});
