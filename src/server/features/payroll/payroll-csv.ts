/**
 * A month's statement as CSV for Excel (the shared writer: UTF-8 with a BOM, CRLF, formulas
 * neutralised): the lines, the adjustments, then the totals.
 */
import { type Cell, toCsv } from '#shared/csv.ts';
import type { StatementResponse } from '#shared/schemas/payroll.ts';

export function statementCsv(statement: StatementResponse): string {
  const rows: Cell[][] = [];
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
  return toCsv(['구분', '날짜', '학생', '상태', '계산 근거', '금액'], rows);
}
