/**
 * CSV for Excel, as the month's CSVs are written (stats/csv.ts, whose rules this follows; a
 * feature does not reach into another's helpers): UTF-8 with a byte-order mark so Excel shows
 * Korean, CRLF line ends, a field quoted when it holds a comma, a quote or a line break, and a
 * text cell that a spreadsheet would run as a formula (= + - @, tab, carriage return) behind an
 * apostrophe.
 */
export type Cell = string | number;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function field(cell: Cell): string {
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(field).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
