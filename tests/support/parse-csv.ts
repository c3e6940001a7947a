/** Splits a CSV as server/csv.ts writes it (CRLF lines) back into cells, quotes and doubled quotes undone. */
export function parseCsv(csv: string): string[][] {
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
