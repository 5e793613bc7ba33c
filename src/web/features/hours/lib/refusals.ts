/**
 * Where a refusal of the hours forms belongs: the shared schema's issues (checked before the
 * form is sent) or the server's error, as a message per weekday, per exception row, or for the
 * whole form.
 */
import type { z } from 'zod';
import { WEEKDAYS } from '#shared/timetable-rules.ts';
import { hoursMessage } from './week-rows.ts';

export interface Refusals {
  days: Partial<Record<string, string>>;
  exceptions: Partial<Record<number, string>>;
  form: string | null;
}

export const noRefusals: Refusals = { days: {}, exceptions: {}, form: null };

/**
 * `weekly` is what was sent (its index names a day); issues under `weekly.N` go to that day,
 * under `exceptions.N` to that row, the rest to the form.
 */
export function refusalsOf(
  issues: readonly z.core.$ZodIssue[],
  weekly: readonly { day: string }[],
): Refusals {
  const refusals: Refusals = { days: {}, exceptions: {}, form: null };
  for (const issue of issues) {
    const [list, index] = issue.path;
    const message = hoursMessage(issue.message);
    if (list === 'weekly' && typeof index === 'number' && weekly[index]) {
      refusals.days[weekly[index].day] ??= message;
    } else if (list === 'exceptions' && typeof index === 'number') {
      refusals.exceptions[index] ??= message;
    } else refusals.form ??= message;
  }
  return refusals;
}

export function hasRefusals(refusals: Refusals): boolean {
  return (
    refusals.form !== null ||
    Object.keys(refusals.days).length > 0 ||
    Object.keys(refusals.exceptions).length > 0
  );
}

/** The first place to fix, for the focus: a day's start, else an exception's date. */
export function firstRefused(refusals: Refusals, idPrefix: string): string | null {
  const day = WEEKDAYS.find((weekday) => refusals.days[weekday]);
  if (day) return `${idPrefix}-day-${day}`;
  const row = Object.keys(refusals.exceptions)
    .map(Number)
    .sort((a, b) => a - b)[0];
  return row === undefined ? null : `${idPrefix}-exception-${row}`;
}
