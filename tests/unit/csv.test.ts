import { describe, expect, it } from "vitest";
import { toCsv } from "../../server/csv";

/** Splits a CSV written by toCsv back into cells (quotes and doubled quotes undone). */
function parse(csv: string): string[][] {
  const rows: string[][] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < csv.length; index++) {
    const char = csv[index];
    if (quoted) {
      if (char === '"' && csv[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else if (char === "\r" && csv[index + 1] === "\n") {
      cells.push(cell);
      rows.push(cells);
      cells = [];
      cell = "";
      index++;
    } else cell += char;
  }
  return rows;
}

describe("the CSV writer", () => {
  it("writes a spreadsheet formula as text, with a leading apostrophe", () => {
    const hostile = ['=HYPERLINK("http://x","y")', "+1+1", "-2+3", "@SUM(A1)", "\tindent", "\rreturn"];
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
