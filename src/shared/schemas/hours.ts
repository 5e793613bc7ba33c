/**
 * 운영 시간 (docs/decisions/066): `GET/PUT /api/hours` (the studio's week) and
 * `GET/PUT /api/accounts/:id/hours` (a teacher's week and dated exceptions).
 */
import { z } from 'zod';
import { EXCEPTIONS_MAX, isHalfHourTime, toMinutes } from '../hours-rules.ts';
import { isCalendarDate } from '../time.ts';
import { WEEKDAYS } from '../timetable-rules.ts';

const time = z
  .string({ error: 'hours.time_invalid' })
  .max(5, { error: 'hours.time_invalid' })
  .refine(isHalfHourTime, { error: 'hours.time_invalid' })
  .meta({ description: '시각 (HH:MM, 30분 단위, 00:00–24:00)', example: '09:00' });

const date = z
  .string({ error: 'hours.date_invalid' })
  .max(10, { error: 'hours.date_invalid' })
  .refine(isCalendarDate, { error: 'hours.date_invalid' })
  .meta({ description: '날짜 (YYYY-MM-DD, 한국 시간)', example: '2026-12-07' });

export const dayHours = z
  .object({
    day: z.enum(WEEKDAYS, { error: 'hours.day_invalid' }).meta({ description: '요일 (월–일)' }),
    from: time,
    to: time,
  })
  .refine((hours) => toMinutes(hours.from) < toMinutes(hours.to), { error: 'hours.order', path: ['to'] });

export const weeklyHours = z
  .array(dayHours, { error: 'invalid_input' })
  .max(7, { error: 'hours.too_many_days' })
  .refine((weekly) => new Set(weekly.map((hours) => hours.day)).size === weekly.length, {
    error: 'hours.day_twice',
  })
  .meta({ description: '요일마다 한 구간; 빠진 요일은 쉬는 날' });

export const hoursException = z
  .object({
    date,
    from: time.optional(),
    to: time.optional(),
    off: z.boolean({ error: 'hours.exception_shape' }).optional().meta({ description: 'true: 그날 쉼' }),
  })
  .superRefine((exception, context) => {
    const timed = exception.from !== undefined && exception.to !== undefined;
    const bare = exception.from === undefined && exception.to === undefined;
    if (exception.off === true ? !bare : !timed) {
      context.addIssue({ code: 'custom', message: 'hours.exception_shape' });
    } else if (timed && toMinutes(exception.from as string) >= toMinutes(exception.to as string)) {
      context.addIssue({ code: 'custom', message: 'hours.order', path: ['to'] });
    }
  });

const exceptions = z
  .array(hoursException, { error: 'invalid_input' })
  .max(EXCEPTIONS_MAX, { error: 'hours.too_many_exceptions' })
  .refine((list) => new Set(list.map((exception) => exception.date)).size === list.length, {
    error: 'hours.date_twice',
  })
  .meta({ description: `날짜별 예외 (${EXCEPTIONS_MAX}개까지): 쉬는 날(off) 또는 그날만의 시간` });

/** `PUT /api/hours` (owner). */
export const studioHoursRequest = z.object({ weekly: weeklyHours });
export const studioHoursResponse = z.object({
  weekly: z.array(dayHours),
  custom: z.boolean().meta({ description: 'false: 아직 정하지 않아 매일 09:00–22:00으로 운영' }),
  message: z.string().optional(),
});
export type StudioHours = z.infer<typeof studioHoursResponse>;
export type StudioHoursRequest = z.input<typeof studioHoursRequest>;

/** `PUT /api/accounts/:id/hours` (the teacher themself or the owner). */
export const teacherHoursRequest = z.object({
  weekly: weeklyHours.nullable().meta({ description: 'null: 학원 운영 시간과 같음' }),
  exceptions,
  familyMessages: z
    .boolean({ error: 'invalid_input' })
    .optional()
    .meta({ description: '가족의 보강 예약·결석 신청을 문자로도 받기 (없으면 false)' }),
});
export const teacherHoursResponse = z.object({
  accountId: z.string(),
  name: z.string(),
  weekly: z.array(dayHours).nullable(),
  exceptions: z.array(hoursException),
  familyMessages: z.boolean(),
  message: z.string().optional(),
});
export type TeacherHours = z.infer<typeof teacherHoursResponse>;
export type TeacherHoursRequest = z.input<typeof teacherHoursRequest>;

export { accountParams as accountHoursParams } from './auth.ts';
