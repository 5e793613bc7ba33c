/**
 * The practice timer keeps when it started, not a running count: a phone that locks its screen
 * stops the page's timers, and on waking the time is worked out again from the start and the
 * clock (Date.now), so it is right however long the screen was dark. The start is kept in
 * localStorage per student, so a reload or a closed tab keeps it too; and the minutes and piece
 * last logged, so that the next day's one tap logs the same again.
 */
import { PRACTICE_DAY_MAX_MINUTES } from '#shared/practice-rules.ts';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const timerKey = (studentId: number) => `practice-timer:${studentId}`;
const lastKey = (studentId: number) => `practice-last:${studentId}`;

/** The storage, or null where there is none (server rendering, a browser that refuses it). */
export function practiceStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readTimer(store: Store | null, studentId: number): number | null {
  const value = Number(store?.getItem(timerKey(studentId)) ?? Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function startTimer(store: Store | null, studentId: number, now: number): number {
  store?.setItem(timerKey(studentId), String(now));
  return now;
}

export function clearTimer(store: Store | null, studentId: number): void {
  store?.removeItem(timerKey(studentId));
}

/**
 * The minutes a timer counted, rounded to the nearest (a sitting under half a minute is none),
 * and never more than a day holds; a clock set back gives none.
 */
export function timerMinutes(start: number, now: number): number {
  const minutes = Math.round(Math.max(0, now - start) / 60_000);
  return Math.min(minutes, PRACTICE_DAY_MAX_MINUTES);
}

/** "04:05", "1:02:03": the time a running timer shows. */
export function timerText(start: number, now: number): string {
  const seconds = Math.floor(Math.max(0, now - start) / 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const rest = `${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

interface LastLog {
  minutes: number;
  piece: string;
}

export const DEFAULT_LOG: LastLog = { minutes: 30, piece: '' };

export function readLastLog(store: Store | null, studentId: number): LastLog {
  try {
    const value = JSON.parse(store?.getItem(lastKey(studentId)) ?? 'null') as Partial<LastLog> | null;
    const minutes = Number(value?.minutes);
    return {
      minutes:
        Number.isInteger(minutes) && minutes >= 1 && minutes <= PRACTICE_DAY_MAX_MINUTES
          ? minutes
          : DEFAULT_LOG.minutes,
      piece: typeof value?.piece === 'string' ? value.piece.slice(0, 100) : '',
    };
  } catch {
    return DEFAULT_LOG;
  }
}

export function saveLastLog(store: Store | null, studentId: number, log: LastLog): void {
  store?.setItem(lastKey(studentId), JSON.stringify(log));
}
