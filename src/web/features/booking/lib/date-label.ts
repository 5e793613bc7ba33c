/** A calendar date as the board names it: "11월 22일 (일)", with "오늘"/"내일" where it helps. */
import { addDays } from '#shared/time.ts';

// The date string is a Seoul calendar date already; read its weekday as that day, not as an instant.
const weekday = new Intl.DateTimeFormat('ko-KR', { timeZone: 'UTC', weekday: 'short' });

export function dateLabel(date: string, today?: string): string {
  const [, month, day] = date.split('-').map(Number);
  const text = `${month}월 ${day}일 (${weekday.format(new Date(`${date}T00:00:00Z`))})`;
  if (today === undefined) return text;
  if (date === today) return `${text} 오늘`;
  if (date === addDays(today, 1)) return `${text} 내일`;
  return text;
}
