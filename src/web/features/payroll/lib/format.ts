/** `30,000원`, `−30,000원` (a true minus sign, which reads better than a hyphen in a column of sums). */
export function formatWon(amount: number): string {
  const text = `${Math.abs(amount).toLocaleString('ko-KR')}원`;
  return amount < 0 ? `−${text}` : text;
}

/** `2026년 10월` from `2026-10`. */
export function monthName(month: string): string {
  return `${Number(month.slice(0, 4))}년 ${Number(month.slice(5, 7))}월`;
}
