/**
 * Make-up credits (보강권) and package validity (DESIGN §4 "Calendar";
 * docs/decisions/037-makeup-credits-and-package-validity.md). Pure: the server applies them
 * inside the transaction that records a status or books a 보강, the pages explain them.
 */
import type { LessonStatus } from './student-rules.ts';
import { addDays, daysBetween } from './time.ts';

export const DEFAULT_NOTICE_HOURS = 48;
export const NOTICE_HOURS_MAX = 336;
export const DEFAULT_CREDIT_DAYS = 30;
export const CREDIT_DAYS_MAX = 365;
export const DEFAULT_MONTHLY_CAP = 1;
export const MONTHLY_CAP_MAX = 31;
/** 0 = a package has no validity unless one is given with the payment. */
export const DEFAULT_PACKAGE_DAYS = 0;
export const PACKAGE_DAYS_MAX = 730;
/** Expiring lessons are shown this many days ahead. */
export const EXPIRY_WARNING_DAYS = 7;
export const EXTEND_DAYS_MAX = 365;
/** Families book a 보강 themselves only when the owner allows it. */
export const DEFAULT_FAMILY_BOOKING = false;

export type CreditReason = '사전취소' | '강사사정';

/**
 * The credit an absence grants: 강사사정 always (the studio's cause); 사전취소 only when recorded
 * at least `noticeHours` before the lesson began; 출석, 지각 and 당일취소 never.
 */
export function creditReasonFor(
  status: LessonStatus,
  lessonStart: Date,
  recordedAt: Date,
  noticeHours: number,
): CreditReason | null {
  if (status === '강사사정') return '강사사정';
  if (status !== '사전취소') return null;
  const noticeMs = lessonStart.getTime() - recordedAt.getTime();
  return noticeMs >= noticeHours * 3_600_000 ? '사전취소' : null;
}

/** The Seoul month `YYYY-MM` of a day: the monthly cap counts student-caused credits by it. */
export function monthOfDay(day: string): string {
  return day.slice(0, 7);
}

/** Whether one more student-caused credit fits the month; a teacher's cause never counts. */
export function fitsMonthlyCap(reason: CreditReason, grantedThisMonth: number, cap: number): boolean {
  return reason === '강사사정' || grantedThisMonth < cap;
}

/** The last day a credit granted on `grantedOn` may be used. */
export function creditExpiry(grantedOn: string, validityDays: number): string {
  return addDays(grantedOn, validityDays);
}

export type CreditState = 'valid' | 'used' | 'expired' | 'revoked';

export function creditState(
  credit: { expiresOn: string; usedOn: string | null; revokedAt: string | null },
  today: string,
): CreditState {
  if (credit.revokedAt !== null) return 'revoked';
  if (credit.usedOn !== null) return 'used';
  return credit.expiresOn < today ? 'expired' : 'valid';
}

/** The credit a 보강 on `lessonDay` uses: the oldest still valid on that day. */
export function oldestUsableCredit<
  T extends {
    id: number;
    grantedOn: string;
    expiresOn: string;
    usedOn: string | null;
    revokedAt: string | null;
  },
>(credits: readonly T[], today: string): T | null {
  const usable = credits
    .filter((credit) => creditState(credit, today) === 'valid')
    .sort((a, b) => (a.expiresOn === b.expiresOn ? a.id - b.id : a.expiresOn < b.expiresOn ? -1 : 1));
  return usable[0] ?? null;
}

export interface PackageInput {
  paymentId: number;
  payDay: string;
  lessons: number;
  validUntil: string | null;
}

export interface PackageShare extends PackageInput {
  /** The package's lessons not yet used, first in first out: the newest packages hold the rest. */
  unused: number;
}

/**
 * Which packages the remaining lessons belong to: lessons are used oldest package first, so
 * what remains sits in the newest packages. `packages` in any order; answered newest first.
 */
export function allocateRemaining(packages: readonly PackageInput[], remaining: number): PackageShare[] {
  let left = Math.max(0, remaining);
  return [...packages]
    .sort((a, b) => (a.payDay === b.payDay ? b.paymentId - a.paymentId : a.payDay < b.payDay ? 1 : -1))
    .map((item) => {
      const unused = Math.min(item.lessons, left);
      left -= unused;
      return { ...item, unused };
    });
}

/**
 * A validity moved on by the studio's closed days inside it: each closed day between the
 * payment and the (moving) end adds a day, so a 방학 does not eat a package.
 */
export function effectiveExpiry(payDay: string, validUntil: string, closed: ReadonlySet<string>): string {
  let end = validUntil;
  let counted = new Set<string>();
  for (;;) {
    const inside = new Set([...closed].filter((day) => day >= payDay && day <= end));
    if (inside.size === counted.size) return end;
    end = addDays(validUntil, inside.size);
    counted = inside;
  }
}

export type PackageState = 'ok' | 'expiring' | 'expired';

/** `expiring` from 7 days before the last day; `expired` after it, while lessons remain. */
export function packageState(unused: number, expiresOn: string | null, today: string): PackageState {
  if (unused <= 0 || expiresOn === null) return 'ok';
  if (expiresOn < today) return 'expired';
  return daysBetween(today, expiresOn) <= EXPIRY_WARNING_DAYS ? 'expiring' : 'ok';
}
