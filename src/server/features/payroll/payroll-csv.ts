/**
 * A month's statement as CSV for Excel, written the way the statistics' files are (RFC 4180,
 * UTF-8 with a byte-order mark so that Excel shows Korean, CRLF, a text cell that starts like a
 * formula gets a leading apostrophe): the lines, the adjustments, then the totals.
 */
import type { StatementResponse } from '#shared/schemas/payroll.ts';

type Cell = string | number;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(cell: Cell): string {
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function statementCsv(statement: StatementResponse): string {
  const rows: Cell[][] = [['구분', '날짜', '학생', '상태', '계산 근거', '금액']];
  for (const line of statement.lines)
    rows.push(['레슨', line.date, line.student, line.status, line.basis, line.amount]);
  for (const line of statement.adjustments) {
    rows.push([`조정 (${line.month})`, line.date, line.student, line.status, line.basis, line.amount]);
  }
  rows.push(
    ['합계', '', '', '', '지급 총액', statement.total],
    ['합계', '', '', '', '소득세 (3%)', -statement.incomeTax],
    ['합계', '', '', '', '지방소득세 (0.3%)', -statement.localTax],
    ['합계', '', '', '', '실지급액', statement.net],
  );
  return `${BOM}${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
