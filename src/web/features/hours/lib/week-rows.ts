/**
 * The hours forms' rows: one per weekday, open or not, with its span; to and from the API's
 * `weekly` (a day left out is closed). A closed day keeps the times last chosen, so that ticking
 * it again brings them back.
 */
import { type DayHours, fromMinutes, timeLabel } from '#shared/hours-rules.ts';
import { commonMessages } from '#shared/messages/common.ts';
import { hoursMessages } from '#shared/messages/hours.ts';
import { WEEKDAYS, type Weekday } from '#shared/timetable-rules.ts';

export interface DayRow {
  day: Weekday;
  open: boolean;
  from: string;
  to: string;
}

export function rowsOf(weekly: readonly DayHours[] | null, fallback: readonly DayHours[]): DayRow[] {
  return WEEKDAYS.map((day) => {
    const hours = weekly?.find((entry) => entry.day === day);
    const usual = fallback.find((entry) => entry.day === day);
    return hours
      ? { day, open: true, from: hours.from, to: hours.to }
      : { day, open: false, from: usual?.from ?? '10:00', to: usual?.to ?? '20:00' };
  });
}

export function weeklyOf(rows: readonly DayRow[]): DayHours[] {
  return rows.filter((row) => row.open).map(({ day, from, to }) => ({ day, from, to }));
}

/** Every half-hour a span may start or end at, 00:00 … 24:00, with its Korean label. */
export const TIME_OPTIONS = Array.from({ length: 49 }, (_, index) => {
  const value = fromMinutes(index * 30);
  return { value, label: timeLabel(value) };
});

const messages: Record<string, string> = { ...commonMessages, ...hoursMessages };

/** A refusal's code as the person reads it. */
export function hoursMessage(code: string): string {
  return messages[code] ?? commonMessages.invalid_input;
}

/** "월–금 오전 10시–오후 8시 · 토 오전 10시–오후 1시 · 일 쉼": a week in one line. */
export function weekSummary(weekly: readonly DayHours[]): string {
  const parts: { days: Weekday[]; span: string }[] = [];
  for (const day of WEEKDAYS) {
    const hours = weekly.find((entry) => entry.day === day);
    const span = hours ? `${timeLabel(hours.from)}–${timeLabel(hours.to)}` : '쉼';
    const last = parts.at(-1);
    if (
      last &&
      last.span === span &&
      WEEKDAYS.indexOf(last.days.at(-1) as Weekday) === WEEKDAYS.indexOf(day) - 1
    ) {
      last.days.push(day);
    } else parts.push({ days: [day], span });
  }
  return parts
    .map(({ days, span }) => `${days.length > 2 ? `${days[0]}–${days.at(-1)}` : days.join('·')} ${span}`)
    .join(' · ');
}
