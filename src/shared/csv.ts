/**
 * CSV for spreadsheets (RFC 4180), the one writer of every download (the month's statistics, a
 * teacher's pay statement, the export in a backup): UTF-8 with a byte-order mark, because Excel
 * reads a file without one in the system's legacy code page and shows Korean as garbage; CRLF
 * line ends; a field is quoted when it holds a comma, a quote or a line break.
 *
 * Formula injection: a spreadsheet runs a text cell that begins with = + - @ (or a tab or
 * carriage return) as a formula, and a student's name is typed by people. Such a text cell
 * gets a leading apostrophe, which Excel and LibreOffice hide and treat as "this is text".
 * Numbers are ours, not typed text, and stay plain integers (a refund's -250000 is a number).
 */
export type Cell = string | number;

export const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(cell: Cell): string {
  if (typeof cell === 'number') {
    // Money is whole won and counts are whole: a fraction here is a mistake upstream.
    if (!Number.isInteger(cell)) throw new RangeError(`CSV numbers are whole: ${cell}`);
    return String(cell);
  }
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header and the rows as one file, BOM first, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
