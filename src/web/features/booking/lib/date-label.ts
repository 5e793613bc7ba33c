/** A calendar date as the board names it: "11월 22일 (일)", with "오늘"/"내일" where it helps. */
import { addDays } from '#shared/time.ts';

// By hand rather than through Intl: the server renders this too, and its ICU data may differ
// from the browser's. The date string is a Seoul calendar date already: its weekday is that day's.
const weekdays = ['일', '월', '화', '수', '목', '금', '토'];

export function dateLabel(date: string, today?: string): string {
  const [, month, day] = date.split('-').map(Number);
  const text = `${month}월 ${day}일 (${weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()]})`;
  if (today === undefined) return text;
  if (date === today) return `${text} 오늘`;
  if (date === addDays(today, 1)) return `${text} 내일`;
  return text;
}
