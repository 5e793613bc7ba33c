/**
 * The lesson rules on first start (DESIGN §4): up to 2 lessons may be given before a payment; a
 * 사전취소 two days ahead earns a 보강 valid 30 days, once a month; packages have no validity.
 */
import { DEFAULT_OWED_LIMIT } from '#shared/ledger-rules.ts';
import {
  DEFAULT_CREDIT_DAYS,
  DEFAULT_FAMILY_BOOKING,
  DEFAULT_MONTHLY_CAP,
  DEFAULT_NOTICE_HOURS,
  DEFAULT_PACKAGE_DAYS,
} from '#shared/makeup-rules.ts';
import type { LessonRules } from '#shared/schemas/site-lessons.ts';

export function defaultLessonRules(): LessonRules {
  return {
    owedLimit: DEFAULT_OWED_LIMIT,
    noticeHours: DEFAULT_NOTICE_HOURS,
    creditDays: DEFAULT_CREDIT_DAYS,
    monthlyCap: DEFAULT_MONTHLY_CAP,
    packageDays: DEFAULT_PACKAGE_DAYS,
    familyBooking: DEFAULT_FAMILY_BOOKING,
  };
}
