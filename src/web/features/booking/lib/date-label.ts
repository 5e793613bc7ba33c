/** A calendar date as the board names it: "11월 22일 (일)", with "오늘"/"내일" where it helps. */
import { dayLabel } from '#shared/day-labels.ts';
import { addDays } from '#shared/time.ts';

export function dateLabel(date: string, today?: string): string {
  const text = dayLabel(date);
  if (today === undefined) return text;
  if (date === today) return `${text} 오늘`;
  if (date === addDays(today, 1)) return `${text} 내일`;
  return text;
}
