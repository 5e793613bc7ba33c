/** Money and dates as the statistics page shows them. */
const wonFormat = new Intl.NumberFormat('ko-KR');

/** A short axis label: 1,250,000 → `125만`, 0 → `0`. */
export function shortWon(amount: number): string {
  if (amount === 0) return '0';
  if (Math.abs(amount) >= 10_000) return `${wonFormat.format(Math.round(amount / 10_000))}만`;
  return wonFormat.format(amount);
}

/** `2026-03-05` → `3월 5일 (목)` */
export function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = '일월화수목금토'[date.getUTCDay()];
  return `${date.getUTCMonth() + 1}월 ${date.getUTCDate()}일 (${weekday})`;
}

/** `2026-03` → `3월`, or `2025년 12월` when asked for the year. */
export function monthShort(month: string, withYear = false): string {
  const [year, number] = month.split('-').map(Number);
  return withYear ? `${year}년 ${number}월` : `${number}월`;
}
