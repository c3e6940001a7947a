/** One line of a CSV as cells: commas inside double quotes kept, doubled quotes undone, cells trimmed. */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quoted && char === '"' && line[index + 1] === '"') {
      cell += '"';
      index++;
    } else if (char === '"') quoted = !quoted;
    else if (char === "," && !quoted) {
      cells.push(cell.trim());
      cell = "";
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/** A header cell naming the address column: "email", "E-mail", "Email Address" (as mailing-list services export it). */
const addressHeader = /^e-?mail( address)?$/i;

/**
 * The addresses in a list the coach brings: the e-mail column of a CSV with a header row,
 * or the first column of a file without one (such as one address per line). Blank lines are skipped.
 */
export function addressesInCsv(text: string): string[] {
  const lines = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n|\r/)
    .filter((line) => line.trim() !== "");
  const column = cellsOf(lines[0] ?? "").findIndex((cell) => addressHeader.test(cell));
  const rows = column === -1 ? lines : lines.slice(1);
  return rows.map((line) => cellsOf(line)[Math.max(column, 0)] ?? "");
}

/** Characters no text file holds: NUL and the other control characters but tab and line ends. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const binary = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** Whether a file's name and content are those of a CSV or plain-text list, not a spreadsheet or other binary file. */
export function looksLikeCsv(fileName: string, text: string): boolean {
  return /\.(csv|txt)$/i.test(fileName) && !binary.test(text);
}
