/**
 * 연습 기록: the rules both sides apply. A week is an ISO 8601 week (`2026-W48`, Monday to
 * Sunday in Seoul, as the timetable's week); a day holds at most 24 hours of practice for one
 * student; a streak is the run of days practised that ends today — or yesterday, since a day
 * not over yet has not broken it.
 */
import { addDays, daysBetween, isCalendarDate } from './time.ts';

/** 24 hours: what one student can practise in one day, all entries together. */
export const PRACTICE_DAY_MAX_MINUTES = 1440;
/** How far back a streak is counted: a longer one shows as this many days and more. */
export const STREAK_LOOKBACK_DAYS = 400;

const WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;

/** The Monday of the ISO week holding 4 January, the week that starts the ISO year. */
function firstMonday(year: number): string {
  const january4 = `${String(year).padStart(4, '0')}-01-04`;
  const weekday = (new Date(`${january4}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return addDays(january4, -weekday);
}

/** The ISO week of a calendar date, as `YYYY-Www`. */
export function weekOf(date: string): string {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const thursday = addDays(date, 3 - weekday);
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor(daysBetween(firstMonday(year), thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The seven days (Monday first) of a week string, or null when it names no week (2026-W54, 2026-48). */
export function weekDays(week: string): string[] | null {
  const match = WEEK_PATTERN.exec(week);
  if (!match) return null;
  const year = Number(match[1]);
  const number = Number(match[2]);
  if (year < 2000 || year > 2100 || number < 1) return null;
  const monday = addDays(firstMonday(year), (number - 1) * 7);
  if (weekOf(monday) !== week) return null;
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

export function isWeek(week: string): boolean {
  return weekDays(week) !== null;
}

export interface PracticeDay {
  date: string;
  minutes: number;
}

/**
 * The days of the week with their minutes (0 where nothing was logged), the week's total and
 * how many days had practice.
 */
export function weekSummary(days: readonly string[], entries: readonly PracticeDay[]) {
  const byDay = new Map<string, number>();
  for (const entry of entries) byDay.set(entry.date, (byDay.get(entry.date) ?? 0) + entry.minutes);
  const listed = days.map((date) => ({ date, minutes: byDay.get(date) ?? 0 }));
  return {
    days: listed,
    totalMinutes: listed.reduce((sum, day) => sum + day.minutes, 0),
    daysPractised: listed.filter((day) => day.minutes > 0).length,
  };
}

/**
 * The consecutive days practised ending today, or ending yesterday while today has nothing
 * yet (the day is not over). Days after today do not count.
 */
export function practiceStreak(practised: Iterable<string>, today: string): number {
  const days = new Set([...practised].filter((day) => isCalendarDate(day) && day <= today));
  let day = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** "85분", "1시간 25분", "2시간": a length of practice as a person says it. */
export function minutesLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}분`;
  return rest === 0 ? `${hours}시간` : `${hours}시간 ${rest}분`;
}
