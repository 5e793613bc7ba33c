/**
 * 휴원일 (closures; docs/decisions/036): the closed days of a range — public holidays and the
 * studio's own closures — and the owner's closures themselves.
 */
import { z } from 'zod';
import {
  CLOSURE_KINDS,
  CLOSURE_NAME_MAX,
  CLOSURE_QUERY_MAX_DAYS,
  CLOSURE_RANGE_MAX_DAYS,
  rangeProblem,
} from '../closure-rules.ts';
import { isCalendarDate } from '../time.ts';
import { idParams } from './common.ts';
import { lineField } from './text.ts';

export const closureIdParams = idParams;

const calendarDate = z
  .string({ error: 'closures.date_invalid' })
  .refine(isCalendarDate, { error: 'closures.date_invalid', abort: true })
  .meta({ description: '날짜 (YYYY-MM-DD, 한국 시간)', example: '2026-09-24' });

/** `from` ≤ `to`, at most `maxDays` days, each problem with its own code. */
function checkRange(maxDays: number, tooLong: 'closures.query_too_long' | 'closures.range_too_long') {
  return (range: { from: string; to: string }, context: z.RefinementCtx) => {
    const problem = rangeProblem(range.from, range.to, maxDays);
    if (problem === 'order') context.addIssue({ code: 'custom', message: 'closures.range_order' });
    if (problem === 'too_long') context.addIssue({ code: 'custom', message: tooLong });
  };
}

export const closedDaysQuery = z
  .object({ from: calendarDate, to: calendarDate })
  .superRefine(checkRange(CLOSURE_QUERY_MAX_DAYS, 'closures.query_too_long'));

export const closedDay = z.object({
  date: z.string().describe('날짜 (YYYY-MM-DD)'),
  name: z.string().describe('공휴일 이름(같은 날 여럿이면 ", "로 이음) 또는 휴원일 이름'),
  kind: z.enum(CLOSURE_KINDS).describe('holiday: 공휴일, studio: 학원이 정한 휴원일'),
});
export const closedDaysResponse = z.array(closedDay);

export const closureName = lineField({
  required: 'closures.name_required',
  tooLong: 'closures.name_too_long',
  max: CLOSURE_NAME_MAX,
}).meta({ description: `휴원일 이름 (1–${CLOSURE_NAME_MAX}자, 예: 겨울 방학)`, example: '겨울 방학' });

export const createClosureRequest = z
  .object({ from: calendarDate, to: calendarDate, name: closureName })
  .superRefine(checkRange(CLOSURE_RANGE_MAX_DAYS, 'closures.range_too_long'));
export type CreateClosureRequest = z.input<typeof createClosureRequest>;

export const studioClosure = z.object({
  id: z.number().int(),
  from: z.string().describe('첫날 (YYYY-MM-DD)'),
  to: z.string().describe('마지막 날 (YYYY-MM-DD, 하루면 첫날과 같음)'),
  name: z.string(),
});
export type StudioClosureItem = z.infer<typeof studioClosure>;
export const createClosureResponse = studioClosure;
export const studioClosuresResponse = z.array(studioClosure);

export const holidaysQuery = z.object({
  year: z
    .string({ error: 'closures.year_invalid' })
    .regex(/^\d{4}$/, { error: 'closures.year_invalid' })
    .transform(Number)
    .pipe(
      z.number().min(2000, { error: 'closures.year_invalid' }).max(2100, { error: 'closures.year_invalid' }),
    ),
});
export const holidayDateParams = z.object({ date: calendarDate });

/** A public holiday, and whether the studio teaches on it (이 날은 수업함). */
export const holidayItem = closedDay.extend({
  open: z.boolean().describe('true: 원장이 이 공휴일에 수업하기로 정함 (쉬는 날 목록에서 빠짐)'),
});
export type HolidayItem = z.infer<typeof holidayItem>;
export const holidayOpeningResponse = holidayItem;

export const holidaysResponse = z.object({
  year: z.number().int(),
  covered: z.boolean().describe('이 해의 공휴일이 발표되어 들어 있으면 true (아니면 holidays는 빈 목록)'),
  holidays: z.array(holidayItem),
});
export type HolidaysOfYear = z.infer<typeof holidaysResponse>;
