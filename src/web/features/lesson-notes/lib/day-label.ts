/** A lesson day as people read it: `2026-12-07` → `12월 7일 (월)`. */
const format = new Intl.DateTimeFormat('ko-KR', {
  month: 'long',
  day: 'numeric',
  weekday: 'short',
  timeZone: 'UTC',
});

export function dayLabel(date: string): string {
  return format.format(new Date(`${date}T00:00:00Z`));
}
