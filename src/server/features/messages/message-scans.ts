/**
 * The notices the studio sends by the calendar rather than by a change: the day-before lesson
 * reminder (from the owner's hour, Seoul), a 보강권 ending in 3 days, a package ending in 7.
 * A scan may run any number of times: each notice is keyed by its lesson occurrence, credit or
 * payment, so the outbox keeps one. Reminders are written only from the hour on, and only for
 * tomorrow's lessons that are not closed or already recorded (사전취소 told ahead).
 */
import { minutesLabel } from '#shared/practice-rules.ts';
import { addDays, seoulDate, seoulHour } from '#shared/time.ts';
import type { Db } from '../../db/database.ts';
import { listCreditsExpiringBetween, listExpiringPackages } from '../students/index.ts';
import { listOccurrences } from '../timetable/index.ts';
import { type EnqueueRequest, enqueueMessage } from './outbox.queries.ts';

export const DEFAULT_REMINDER_HOUR = 18;
export const CREDIT_NOTICE_DAYS = 3;
export const PACKAGE_NOTICE_DAYS = 7;

export async function reminderHour(db: Db): Promise<number> {
  const row = await db
    .selectFrom('message_settings')
    .select('reminder_hour')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ? Number(row.reminder_hour) : DEFAULT_REMINDER_HOUR;
}

/**
 * A student's minutes of practice in the week holding today: the practice log's, handed in by
 * app.ts (it sits above the messages).
 */
export type WeekPractice = (db: Db, studentId: number, today: string) => Promise<number>;

const koreanDate = (date: string) => `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일`;
const hourText = (time: number) => `${time}시`;

export async function runScans(db: Db, now: Date, weekPractice?: WeekPractice): Promise<number> {
  const today = seoulDate(now);
  const notices: Omit<EnqueueRequest, 'now'>[] = [];
  if (seoulHour(now) >= (await reminderHour(db))) {
    const tomorrow = addDays(today, 1);
    for (const lesson of await listOccurrences(db, null, tomorrow, tomorrow)) {
      if (lesson.studentId === null || lesson.closed || lesson.recordId !== null) continue;
      // Said only when the family logged practice this week: no reproach for a week without.
      const practised = weekPractice ? await weekPractice(db, lesson.studentId, today) : 0;
      notices.push({
        event: 'lesson-reminder',
        studentId: lesson.studentId,
        variables: {
          이름: lesson.name,
          날짜: koreanDate(lesson.date),
          시간: hourText(lesson.time),
          // Left out, the text's #{연습} reads as nothing (the event's blanks).
          ...(practised > 0 ? { 연습: `이번 주 연습 ${minutesLabel(practised)}` } : {}),
        },
        sourceKey: lesson.key,
      });
    }
  }
  for (const credit of await listCreditsExpiringBetween(db, today, addDays(today, CREDIT_NOTICE_DAYS))) {
    notices.push({
      event: 'credit-expiring',
      studentId: credit.studentId,
      variables: { 이름: credit.name, 기한: koreanDate(credit.expiresOn) },
      sourceKey: `credit:${credit.id}`,
    });
  }
  const packages = await listExpiringPackages(db, null, today);
  for (const item of packages) {
    if (!item.expiresOn || item.expiresOn < today || item.expiresOn > addDays(today, PACKAGE_NOTICE_DAYS))
      continue;
    notices.push({
      event: 'package-expiring',
      studentId: item.studentId,
      variables: { 이름: item.name, 기한: koreanDate(item.expiresOn), 남은횟수: String(item.unused) },
      sourceKey: `package:${item.paymentId}`,
    });
  }
  let written = 0;
  for (const notice of notices) written += (await enqueueMessage(db, { ...notice, now })).length;
  return written;
}
