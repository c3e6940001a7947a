/**
 * The one CSV writer for every file the project hands to a person (the back office's
 * downloads and `npm run export`). A text cell that a spreadsheet would run as a formula
 * (one starting with =, +, -, @ or their full-width forms, after spaces or not, or with a tab or a carriage
 * return) is written with a leading apostrophe, so Excel and Google Sheets show it as text.
 */
const formulaStart = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") return String(value);
  const raw = typeof value === "string" ? value : JSON.stringify(value);
  const text = formulaStart.test(raw) ? `'${raw}` : raw;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row of `columns`, then one line per row, with CRLF line ends as RFC 4180 asks. */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.map(csvCell), ...rows.map((row) => columns.map((column) => csvCell(row[column])))];
  return `${lines.map((cells) => cells.join(",")).join("\r\n")}\r\n`;
}
