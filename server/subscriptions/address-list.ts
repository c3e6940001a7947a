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
  email: /^e-?mail([ _]address)?$/i,
  firstName: /^(first[ _-]?name|given name|forename)$/i,
  lastName: /^(last[ _-]?name|surname|family name)$/i,
};

/**
 * The columns that say when a person agreed, as the services write them, the first filled one of a row winning: Mailchimp's
 * OPTIN_TIME (when they signed up) then CONFIRM_TIME (when they confirmed, the only one filled for single opt-in), both
 * "2026-03-14 09:12:31" in UTC; Kit's created_at (when they subscribed).
 */
const consentDateHeaders = [/^optin_time$/i, /^confirm_time$/i, /^created_at$/i];

/**
 * One row of a list the coach brings: its line in the file, the address as written, the names when the file has them,
 * and the date of consent it states with the header of the column it came from.
 */
export interface ListRow {
  line: number;
  email: string;
  firstName?: string;
  lastName?: string;
  consent?: { at: string; column: string };
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
  const dates = email === -1 ? [] : consentDateHeaders.map(column).filter((index) => index !== -1);
  const rows = email === -1 ? lines : lines.slice(1);
  return rows.map(({ content, line }) => {
    const cells = cellsOf(content);
    const consent = dates.find((index) => cells[index]);
    return {
      line,
      email: cells[Math.max(email, 0)] ?? "",
      ...(email !== -1 && firstName !== -1 ? { firstName: cells[firstName] ?? "" } : {}),
      ...(email !== -1 && lastName !== -1 ? { lastName: cells[lastName] ?? "" } : {}),
      ...(consent === undefined ? {} : { consent: { at: cells[consent] ?? "", column: header[consent] ?? "" } }),
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

/**
 * A stated date of consent as a moment: "2026-03-14 09:12:31" or "2026-03-14" (UTC, as Mailchimp and Kit write them),
 * an ISO time with its zone, or with " UTC" after it. Undefined when it is not one of those or is after `now`.
 */
export function consentDateOf(text: string, now = new Date()): Date | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?\s*(Z|UTC|[+-]\d{2}:?\d{2})?$/i.exec(text.trim());
  if (!match) return undefined;
  const [, day = "", time = "00:00", zone = "Z"] = match;
  const offset = /^(Z|UTC)$/i.test(zone) ? "Z" : zone.replace(/^([+-]\d{2})(\d{2})$/, "$1:$2");
  const at = new Date(`${day}T${time}${offset}`);
  const midnight = new Date(`${day}T00:00Z`);
  const real = !Number.isNaN(midnight.getTime()) && midnight.toISOString().startsWith(day); // Date rolls 31 February over
  if (!real || Number.isNaN(at.getTime()) || at > now) return undefined;
  return at;
}
