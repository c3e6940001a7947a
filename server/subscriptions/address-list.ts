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

/** Header cells naming the columns an import keeps, as spreadsheets and mailing-list services write them. */
const headers = {
  email: /^e-?mail( address)?$/i,
  firstName: /^(first[ _-]?name|given name|forename)$/i,
  lastName: /^(last[ _-]?name|surname|family name)$/i,
};

/** One row of a list the coach brings: its line in the file, the address as written, and the names when the file has them. */
export interface ListRow {
  line: number;
  email: string;
  firstName?: string;
  lastName?: string;
}

/**
 * The rows of a list the coach brings: the e-mail column of a CSV with a header row (and its first and
 * last name columns, if any), or the first column of a file without one (such as one address per line).
 * Blank lines are skipped; each row keeps its line number in the file.
 */
export function rowsInCsv(text: string): ListRow[] {
  const lines = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n|\r/)
    .map((content, index) => ({ content, line: index + 1 }))
    .filter(({ content }) => content.trim() !== "");
  const header = cellsOf(lines[0]?.content ?? "");
  const column = (pattern: RegExp) => header.findIndex((cell) => pattern.test(cell));
  const email = column(headers.email);
  const [firstName, lastName] = [column(headers.firstName), column(headers.lastName)];
  const rows = email === -1 ? lines : lines.slice(1);
  return rows.map(({ content, line }) => {
    const cells = cellsOf(content);
    return {
      line,
      email: cells[Math.max(email, 0)] ?? "",
      ...(email !== -1 && firstName !== -1 ? { firstName: cells[firstName] ?? "" } : {}),
      ...(email !== -1 && lastName !== -1 ? { lastName: cells[lastName] ?? "" } : {}),
    };
  });
}

/** Characters no text file holds: NUL and the other control characters but tab and line ends. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const binary = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** Whether a file's name and content are those of a CSV or plain-text list, not a spreadsheet or other binary file. */
export function looksLikeCsv(fileName: string, text: string): boolean {
  return /\.(csv|txt)$/i.test(fileName) && !binary.test(text);
}
