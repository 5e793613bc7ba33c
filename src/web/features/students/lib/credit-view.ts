/**
 * How the student page and /managemember say a student's make-up credits (보강권) and paid
 * packages (결제 레슨) in words (DESIGN §4 "Calendar"; decision 037): which credits count as
 * usable, what each state is called, how many days a package has left, who may extend or lapse
 * one, and the checks of the days typed before anything is sent. Pure, so that it is tested
 * alone.
 */

import { EXTEND_DAYS_MAX, PACKAGE_DAYS_MAX } from '#shared/makeup-rules.ts';
import { calendarMessages } from '#shared/messages/calendar.ts';
import { siteLessonsMessages } from '#shared/messages/site-lessons.ts';
import type { Credit, LessonPackage } from '#shared/schemas/calendar.ts';
import { daysBetween } from '#shared/time.ts';
import { lessonDayLabel } from './lesson-day-label.ts';

export const DEFAULT_EXTEND_DAYS = 7;

export const creditStateLabels: Record<Credit['state'], string> = {
  valid: '사용 가능',
  used: '사용함',
  expired: '만료',
  revoked: '취소됨',
};

/** Why a credit was granted, in the words of the lesson record. */
export const creditReasonLabels: Record<Credit['reason'], string> = {
  사전취소: '사전취소 (학생 사정)',
  강사사정: '강사사정',
};

/** The credits a 보강 can use now. */
export function usableCredits(credits: readonly Pick<Credit, 'state'>[]): number {
  return credits.filter((credit) => credit.state === 'valid').length;
}

/** A package's validity in a few words: `2026-12-01까지 (3일 남음)`, `오늘까지`, `기간 없음`. */
export function validityText(expiresOn: string | null | undefined, today: string): string {
  if (!expiresOn) return '기간 없음';
  const left = daysBetween(today, expiresOn);
  const day = lessonDayLabel(expiresOn, today);
  if (left < 0) return `${day}까지 (${-left}일 지남)`;
  if (left === 0) return `${day}까지 (오늘까지)`;
  return `${day}까지 (${left}일 남음)`;
}

/** The tag beside a package: only what needs the teacher's eye has one. */
export function packageStateLabel(item: Pick<LessonPackage, 'state' | 'unused'>): string | null {
  if (item.state === 'expired') return '기간 지남';
  if (item.state === 'expiring') return '곧 만료';
  return null;
}

/** Extending is the owner's, for a package expiring or expired with lessons left. */
export function canExtend(item: Pick<LessonPackage, 'state' | 'unused'>, role: string | undefined): boolean {
  return role === 'owner' && item.state !== 'ok' && item.unused > 0;
}

/** Lapsing is the owner's too, and only once the package has expired with lessons left. */
export function canLapse(item: Pick<LessonPackage, 'state' | 'unused'>, role: string | undefined): boolean {
  return role === 'owner' && item.state === 'expired' && item.unused > 0;
}

/** What a teacher reads where the owner has the buttons. */
export function ownerOnlyNote(item: Pick<LessonPackage, 'state' | 'unused'>): string | null {
  if (item.unused <= 0) return null;
  if (item.state === 'expired') return '기간 연장과 소멸 처리는 원장이 합니다.';
  if (item.state === 'expiring') return '기간 연장은 원장이 합니다.';
  return null;
}

/** The notice on /managemember: one line per package. */
export function expiringLine(
  item: Pick<LessonPackage, 'state' | 'unused' | 'expiresOn'> & { name: string },
  today: string,
): string {
  const lead = `${item.name}: 남은 레슨 ${item.unused}회의 유효기간이`;
  const end = item.expiresOn;
  if (item.state === 'expired') return end ? `${lead} ${end}에 지났습니다.` : `${lead} 지났습니다.`;
  if (!end) return `${lead} 곧 끝납니다.`;
  const left = daysBetween(today, end);
  return left <= 0 ? `${lead} 오늘 끝납니다.` : `${lead} ${left}일 뒤(${end}) 끝납니다.`;
}

/** The expired packages first, then by their last day. */
export function byUrgency<T extends Pick<LessonPackage, 'state' | 'expiresOn'>>(items: readonly T[]): T[] {
  const rank = (item: T) => (item.state === 'expired' ? 0 : 1);
  return [...items].sort((a, b) => rank(a) - rank(b) || (a.expiresOn ?? '').localeCompare(b.expiresOn ?? ''));
}

const wholeIn = (text: string, min: number, max: number): number | null => {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
};

/** Days to extend by (1–365), or the Korean refusal. */
export function parseExtendDays(text: string): { days: number } | { error: string } {
  const days = wholeIn(text, 1, EXTEND_DAYS_MAX);
  return days === null ? { error: calendarMessages['calendar.extend_days_invalid'] } : { days };
}

/** A payment's validity in days (0 = none, up to 730), or the Korean refusal. */
export function parseValidDays(text: string): { days: number } | { error: string } {
  const days = wholeIn(text, 0, PACKAGE_DAYS_MAX);
  return days === null ? { error: siteLessonsMessages['lessons.package_days_invalid'] } : { days };
}
