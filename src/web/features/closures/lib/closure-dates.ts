/** How the closures page writes dates: `12월 28일 (월)`, with the year when it is not this one. */
import { daysBetween } from '#shared/time.ts';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

function parts(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** 일 … 토 of a calendar date (a date has one weekday wherever the browser is). */
export function weekdayOf(date: string): string {
  const { year, month, day } = parts(date);
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
}

/** `9월 25일 (금)`, or `2027년 1월 3일 (일)` outside `thisYear`. */
export function formatDay(date: string, thisYear: number): string {
  const { year, month, day } = parts(date);
  const prefix = year === thisYear ? '' : `${year}년 `;
  return `${prefix}${month}월 ${day}일 (${weekdayOf(date)})`;
}

/** `12월 28일 (월) ~ 2027년 1월 3일 (일)`, or one day as it is. */
export function formatRange(from: string, to: string, thisYear: number): string {
  return from === to
    ? formatDay(from, thisYear)
    : `${formatDay(from, thisYear)} ~ ${formatDay(to, thisYear)}`;
}

/** How many days a closure covers, both ends counted. */
export function dayCount(from: string, to: string): number {
  return daysBetween(from, to) + 1;
}

export type ClosureTiming = 'past' | 'now' | 'upcoming';

/** Whether a closure is over, under way or still ahead, on Seoul's `today`. */
export function timingOf(from: string, to: string, today: string): ClosureTiming {
  if (to < today) return 'past';
  return from <= today ? 'now' : 'upcoming';
}
