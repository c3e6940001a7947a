import { describe, expect, it } from "vitest";
import { toCsv } from "../../server/csv";
import { parseCsv as parse } from "../support/parse-csv";

describe("the CSV writer", () => {
  it("writes a spreadsheet formula as text, with a leading apostrophe", () => {
    const hostile = [
      '=HYPERLINK("http://x","y")',
      "+1+1",
      "-2+3",
      "@SUM(A1)",
      "\tindent",
      "\rreturn",
      ' =HYPERLINK("http://x","y")',
      "\u00a0+1+1",
      '\uFF1DHYPERLINK("http://x","y")',
      "\uFF20SUM(A1)",
    ];
    const csv = toCsv(
      ["subject"],
      hostile.map((subject) => ({ subject })),
    );
    expect(parse(csv).slice(1).flat()).toEqual(hostile.map((subject) => `'${subject}`));
  });

  it("keeps commas, quotes and line breaks inside one cell", () => {
    const message = 'Hello Claire,\nI read "Part 3" twice.';
    expect(parse(toCsv(["name", "message"], [{ name: "Priya Shah", message }]))).toEqual([
      ["name", "message"],
      ["Priya Shah", message],
    ]);
  });

  it("writes dates as ISO 8601, numbers as numbers and missing values as empty cells", () => {
    const csv = toCsv(["id", "created_at", "source"], [{ id: -4, created_at: new Date("2026-11-23T09:30:00Z"), source: null }]);
    expect(parse(csv)[1]).toEqual(["-4", "2026-11-23T09:30:00.000Z", ""]);
  });
});
