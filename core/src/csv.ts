export type CsvValue = string | number | boolean | null;

/**
 * CSV for spreadsheets: every cell quoted, quotes doubled, and cells a spreadsheet would run as
 * a formula (starting with = + - @, tab or carriage return) prefixed with an apostrophe.
 */
export function csvCell(value: CsvValue): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows joined with CRLF; the header, when given, first. */
export function toCsv(header: readonly string[] | null, rows: readonly (readonly CsvValue[])[]): string {
  return [...(header ? [header] : []), ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}
