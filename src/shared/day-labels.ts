/** How a day and a lesson's hour are named on every screen: "11월 26일 (목)", "오후 3시 30분". */
import { hourLabel } from './time.ts';
import { type LessonType, weekdayOfDate } from './timetable-rules.ts';

/** "11월 26일 (목)" */
export function dayLabel(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${month}월 ${day}일 (${weekdayOfDate(date)})`;
}

/** "오후 3시", "오후 3시 30분" for a 2부. */
export function timeLabel(time: number, type: LessonType): string {
  return type === '2부' ? `${hourLabel(time)} 30분` : hourLabel(time);
}
