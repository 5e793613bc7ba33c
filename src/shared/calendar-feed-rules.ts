/**
 * What a teacher's private calendar feed holds (docs/decisions/039-calendar-feeds.md): the
 * dated lessons from 8 weeks back to 6 months ahead, one event each, named by the occurrence's
 * key so that a phone's calendar updates an event instead of adding it again. Times are Seoul
 * wall-clock times; the server writes them with the Asia/Seoul zone (no daylight saving time).
 */
import { ONE_OFF_LABELS, type PlannedOccurrence } from './calendar-rules.ts';
import type { LessonStatus } from './student-rules.ts';
import { addDays } from './time.ts';
import type { LessonType } from './timetable-rules.ts';

/** How far back a subscribed calendar still shows lessons: last two months. */
export const FEED_WEEKS_BACK = 8;
/** How far ahead: half a year of planned lessons. */
export const FEED_MONTHS_AHEAD = 6;

/** Statuses that mean the lesson did not or will not take place. */
export const CANCELLED_STATUSES: readonly LessonStatus[] = ['당일취소', '사전취소', '강사사정'];

/** A planned lesson as the feed shows it, with what was recorded of it. */
export interface FeedOccurrence extends Omit<PlannedOccurrence, 'studentId' | 'seriesId' | 'oneOffId'> {
  status: LessonStatus | null;
}

/** A Seoul wall-clock time. */
export interface WallClock {
  date: string;
  hour: number;
  minute: number;
}

export interface FeedEvent {
  uid: string;
  summary: string;
  description: string | null;
  start: WallClock;
  end: WallClock;
  cancelled: boolean;
}

/** The same day `months` later, kept inside a shorter month (8월 31일 + 6개월 → 2월 28일). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** The days a feed read on `today` (Seoul) covers, both ends included. */
export function feedRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -7 * FEED_WEEKS_BACK), to: addMonths(today, FEED_MONTHS_AHEAD) };
}

/** A 1부 is the hour's first half, a 2부 its second, a 1시간 the whole hour. */
export function lessonSpan(
  date: string,
  time: number,
  type: LessonType,
): { start: WallClock; end: WallClock } {
  const startMinute = type === '2부' ? 30 : 0;
  const endsOnHalf = type === '1부';
  return {
    start: { date, hour: time, minute: startMinute },
    end: { date, hour: endsOnHalf ? time : time + 1, minute: endsOnHalf ? 30 : 0 },
  };
}

/** The event's name: the student, then 보강/체험/이동, then the recorded status. */
export function feedSummary(occurrence: Pick<FeedOccurrence, 'name' | 'kind' | 'status'>): string {
  const parts = [occurrence.name];
  if (occurrence.kind !== 'series') parts.push(ONE_OFF_LABELS[occurrence.kind]);
  if (occurrence.status !== null) parts.push(occurrence.status);
  return parts.join(' · ');
}

/** A lesson that will not take place: a closed day, or a cancelling record. */
export function isCancelled(occurrence: Pick<FeedOccurrence, 'status' | 'closed'>): boolean {
  if (occurrence.closed !== null) return true;
  return occurrence.status !== null && CANCELLED_STATUSES.includes(occurrence.status);
}

function description(occurrence: FeedOccurrence): string | null {
  const lines: string[] = [];
  if (occurrence.closed !== null) lines.push(`휴원일: ${occurrence.closed} (이 날 수업은 쉽니다)`);
  if (occurrence.movedFrom !== null) lines.push(`${occurrence.movedFrom} 수업을 옮김`);
  if (occurrence.type !== '1시간') lines.push(`${occurrence.type} (30분)`);
  return lines.length > 0 ? lines.join('\n') : null;
}

/** One lesson as a calendar event; `host` makes the id unique beyond this studio. */
export function feedEvent(occurrence: FeedOccurrence, host: string): FeedEvent {
  return {
    uid: `${occurrence.key}@${host}`,
    summary: feedSummary(occurrence),
    description: description(occurrence),
    ...lessonSpan(occurrence.date, occurrence.time, occurrence.type),
    cancelled: isCancelled(occurrence),
  };
}
