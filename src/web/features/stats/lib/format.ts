/** Money and months as the statistics page shows them. */
const wonFormat = new Intl.NumberFormat('ko-KR');

/** A short axis label: 1,250,000 → `125만`, 0 → `0`. */
export function shortWon(amount: number): string {
  if (amount === 0) return '0';
  if (Math.abs(amount) >= 10_000) return `${wonFormat.format(Math.round(amount / 10_000))}만`;
  return wonFormat.format(amount);
}

/** `2026-03` → `3월`, or `2025년 12월` when asked for the year. */
export function monthShort(month: string, withYear = false): string {
  const [year, number] = month.split('-').map(Number);
  return withYear ? `${year}년 ${number}월` : `${number}월`;
}
