/** How a lesson day is named in the list, the history and the date field. */
import { addDays } from '#shared/time.ts';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** `2026-11-20` → `11월 20일 (금)`; the year only when it is not this one. */
export function lessonDayLabel(date: string, today: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const head = date.slice(0, 4) === today.slice(0, 4) ? '' : `${year}년 `;
  return `${head}${month}월 ${day}일 (${weekday})`;
}

/** 오늘 / 어제 / 내일, for the date field's note. */
export function relativeDay(date: string, today: string): string | null {
  if (date === today) return '오늘';
  if (date === addDays(today, -1)) return '어제';
  if (date === addDays(today, 1)) return '내일';
  return null;
}
