/**
 * The studio's lesson rules (the `lessons` section of the studio's content, 수업 규칙): the
 * numbers the back office enforces for lessons and payments. Today the owed limit; the make-up
 * notice, a credit's validity, the monthly cap of make-ups and a package's validity join it as
 * fields of their own, each with its default (a stored version without a field reads it as the
 * default, see section-stored.ts).
 */
import { z } from 'zod';
import { DEFAULT_OWED_LIMIT, OWED_LIMIT_MAX } from '../ledger-rules.ts';
import {
  CREDIT_DAYS_MAX,
  DEFAULT_CREDIT_DAYS,
  DEFAULT_MONTHLY_CAP,
  DEFAULT_NOTICE_HOURS,
  MONTHLY_CAP_MAX,
  NOTICE_HOURS_MAX,
  PACKAGE_DAYS_MAX,
} from '../makeup-rules.ts';
import { wholeNumber } from './common.ts';
import { objectError } from './site-section.ts';

const owedLimit = (shape: z.ZodNumber) =>
  shape.meta({
    description: `결제 없이 미리 진행할 수 있는 레슨 수 (미수, 0–${OWED_LIMIT_MAX}회; 0이면 남은 레슨이 없을 때 기록을 막음; 기본 ${DEFAULT_OWED_LIMIT}회)`,
  });

const noticeHours = (shape: z.ZodNumber) =>
  shape.meta({
    description: `보강권이 생기는 사전취소의 최소 시간 (수업 시작 몇 시간 전까지; 0–${NOTICE_HOURS_MAX}; 기본 ${DEFAULT_NOTICE_HOURS}시간)`,
  });
const creditDays = (shape: z.ZodNumber) =>
  shape.meta({ description: `보강권의 유효 기간 (일; 1–${CREDIT_DAYS_MAX}; 기본 ${DEFAULT_CREDIT_DAYS}일)` });
const monthlyCap = (shape: z.ZodNumber) =>
  shape.meta({
    description: `학생 사정(사전취소)으로 한 달에 받을 수 있는 보강권 수 (0–${MONTHLY_CAP_MAX}; 기본 ${DEFAULT_MONTHLY_CAP}회; 강사사정은 세지 않음)`,
  });
const familyBooking = (shape: z.ZodBoolean) =>
  shape.meta({
    description: `가족이 보강을 직접 예약: 켜면 가족 페이지에서 유효한 보강권으로 선생님의 빈 시간(14일 안)에 보강을 잡을 수 있음 (기본 꺼짐)`,
  });
const packageDays = (shape: z.ZodNumber) =>
  shape.meta({
    description: `결제한 레슨의 기본 유효 기간 (결제일부터 며칠; 0이면 없음; 최대 ${PACKAGE_DAYS_MAX}일)`,
  });

/** What the owner sends: every rule, with the Korean code of each failure. */
export const lessonRulesInput = z.strictObject(
  {
    owedLimit: owedLimit(wholeNumber('lessons.owed_limit_invalid', 0, OWED_LIMIT_MAX)),
    noticeHours: noticeHours(wholeNumber('lessons.notice_hours_invalid', 0, NOTICE_HOURS_MAX)),
    creditDays: creditDays(wholeNumber('lessons.credit_days_invalid', 1, CREDIT_DAYS_MAX)),
    monthlyCap: monthlyCap(wholeNumber('lessons.monthly_cap_invalid', 0, MONTHLY_CAP_MAX)),
    packageDays: packageDays(wholeNumber('lessons.package_days_invalid', 0, PACKAGE_DAYS_MAX)),
    // Optional so that an editor that predates it keeps working; absent means off.
    familyBooking: familyBooking(z.boolean({ error: 'lessons.family_booking_invalid' })).default(false),
  },
  { error: objectError },
);

/** The rules as stored and answered. */
export const lessonRules = z.object({
  owedLimit: owedLimit(z.number().int().min(0).max(OWED_LIMIT_MAX)),
  noticeHours: noticeHours(z.number().int().min(0).max(NOTICE_HOURS_MAX)),
  creditDays: creditDays(z.number().int().min(1).max(CREDIT_DAYS_MAX)),
  monthlyCap: monthlyCap(z.number().int().min(0).max(MONTHLY_CAP_MAX)),
  packageDays: packageDays(z.number().int().min(0).max(PACKAGE_DAYS_MAX)),
  familyBooking: familyBooking(z.boolean()),
});
export type LessonRules = z.infer<typeof lessonRules>;
