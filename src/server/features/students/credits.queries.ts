/**
 * Make-up credits (보강권; DESIGN §4 "Calendar", decision 037). A credit is a row with the
 * absence record that granted it, written in that record's transaction; a 보강 uses the oldest
 * valid one with a guarded UPDATE, so that of any number of simultaneous 보강 bookings only as
 * many succeed as there are credits. A credit past its last day stays, shown as expired.
 */
import type { Transaction } from 'kysely';
import {
  type CreditReason,
  creditExpiry,
  creditReasonFor,
  creditState,
  fitsMonthlyCap,
  monthOfDay,
  oldestUsableCredit,
} from '#shared/makeup-rules.ts';
import type { Credit } from '#shared/schemas/calendar.ts';
import type { LessonRules } from '#shared/schemas/site-lessons.ts';
import type { LessonStatus } from '#shared/student-rules.ts';
import { addDays, seoulDate } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import type { Database, Db } from '../../db/database.ts';

type Trx = Transaction<Database>;

interface CreditRow {
  id: number;
  reason: CreditReason;
  lesson_day: string;
  granted_on: string;
  expires_on: string;
  used_on: string | null;
  revoked_at: string | null;
  makeup_day?: string | null;
}

function toCredit(row: CreditRow, today: string): Credit {
  const credit = {
    id: Number(row.id),
    reason: row.reason,
    lessonDay: row.lesson_day,
    grantedOn: row.granted_on,
    expiresOn: row.expires_on,
    usedOn: row.used_on,
  };
  const state = creditState({ ...credit, revokedAt: row.revoked_at }, today);
  return { ...credit, makeupDay: row.makeup_day ?? null, state };
}

/**
 * Grants the credit an absence earns, if any, in the recording transaction (the student is
 * already locked, so the monthly count cannot race). Returns the reason granted, or null.
 */
export async function grantCreditFor(
  trx: Trx,
  input: {
    studentId: number;
    lessonId: number;
    status: LessonStatus;
    lessonDay: string;
    lessonStart: Date;
    recordedAt: Date;
    rules: Pick<LessonRules, 'noticeHours' | 'creditDays' | 'monthlyCap'>;
    now: Date;
  },
): Promise<CreditReason | null> {
  const reason = creditReasonFor(input.status, input.lessonStart, input.recordedAt, input.rules.noticeHours);
  if (reason === null) return null;
  if (reason === '사전취소') {
    const month = monthOfDay(input.lessonDay);
    const counted = await trx
      .selectFrom('makeup_credits')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('student_id', '=', input.studentId)
      .where('reason', '=', '사전취소')
      .where('revoked_at', 'is', null)
      .where('lesson_day', '>=', `${month}-01`)
      .where('lesson_day', '<=', `${month}-31`)
      .executeTakeFirstOrThrow();
    if (!fitsMonthlyCap(reason, Number(counted.count), input.rules.monthlyCap)) return null;
  }
  const grantedOn = seoulDate(input.now);
  // Valid from the missed lesson (or from today, for a lesson recorded late).
  const from = input.lessonDay > grantedOn ? input.lessonDay : grantedOn;
  const credit = {
    reason,
    lesson_day: input.lessonDay,
    granted_on: grantedOn,
    expires_on: creditExpiry(from, input.rules.creditDays),
    granted_at: input.now.toISOString(),
  };
  // One row per record: a record corrected back to an absence has its revoked row granted anew.
  await trx
    .insertInto('makeup_credits')
    .values({ student_id: input.studentId, source_lesson_id: input.lessonId, ...credit })
    .onConflict((conflict) =>
      conflict.column('source_lesson_id').doUpdateSet({ ...credit, revoked_at: null }),
    )
    .execute();
  return reason;
}

/**
 * An update of credits neither used by a 보강 nor taken back: only such a credit may still be
 * spent or revoked, so a credit raced for changes once.
 */
function unspentCredits(trx: Trx) {
  return trx
    .updateTable('makeup_credits')
    .where('used_one_off_id', 'is', null)
    .where('revoked_at', 'is', null);
}

/** Takes back the unused credit of a record that is undone, corrected or deleted. */
export async function revokeCreditOf(trx: Trx, lessonId: number, at: string): Promise<boolean> {
  const revoked = await unspentCredits(trx)
    .set({ revoked_at: at })
    .where('source_lesson_id', '=', lessonId)
    .executeTakeFirst();
  return Number(revoked.numUpdatedRows) > 0;
}

/** The credit a record holds now (not revoked), if any. */
export function creditOfRecord(db: Db, lessonId: number) {
  return db
    .selectFrom('makeup_credits')
    .select(['id', 'lesson_day', 'expires_on'])
    .where('source_lesson_id', '=', lessonId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/**
 * A 보강 takes the student's oldest credit valid on `today`; none → 409. The UPDATE is guarded
 * (`used_one_off_id is null`), so a credit raced for by two bookings goes to one of them.
 */
export async function spendOldestCredit(
  trx: Trx,
  input: { studentId: number; oneOffId: number; today: string },
): Promise<number> {
  const rows = await trx
    .selectFrom('makeup_credits')
    .selectAll()
    .where('student_id', '=', input.studentId)
    .where('used_one_off_id', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_on', '>=', input.today)
    .execute();
  const oldest = oldestUsableCredit(
    rows.map((row) => ({
      id: Number(row.id),
      grantedOn: row.granted_on,
      expiresOn: row.expires_on,
      usedOn: row.used_on,
      revokedAt: row.revoked_at,
    })),
    input.today,
  );
  if (!oldest) throw new AppError('calendar.no_credit', 409);
  const used = await unspentCredits(trx)
    .set({ used_one_off_id: input.oneOffId, used_on: input.today })
    .where('id', '=', oldest.id)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new AppError('calendar.no_credit', 409);
  return oldest.id;
}

/** A deleted 보강 gives its credit back (it expires as before). */
export async function releaseCreditOf(trx: Trx, oneOffId: number): Promise<void> {
  await trx
    .updateTable('makeup_credits')
    .set({ used_one_off_id: null, used_on: null })
    .where('used_one_off_id', '=', oneOffId)
    .execute();
}

/**
 * A student's credits, the newest first (the last year's and every one still valid), each used
 * one with the day of the 보강 that used it: read from the calendar's one-off as it stands, so a
 * 보강 moved to another day shows that day, not the day it was booked.
 */
export async function listCredits(db: Db, studentId: number, today: string): Promise<Credit[]> {
  const rows = await db
    .selectFrom('makeup_credits')
    .leftJoin('lesson_one_offs', 'lesson_one_offs.id', 'makeup_credits.used_one_off_id')
    .select([
      'makeup_credits.id',
      'makeup_credits.reason',
      'makeup_credits.lesson_day',
      'makeup_credits.granted_on',
      'makeup_credits.expires_on',
      'makeup_credits.used_on',
      'makeup_credits.revoked_at',
      'lesson_one_offs.on_date as makeup_day',
    ])
    .where('makeup_credits.student_id', '=', studentId)
    .where('makeup_credits.expires_on', '>=', addDays(today, -365))
    .orderBy('makeup_credits.granted_at', 'desc')
    .orderBy('makeup_credits.id', 'desc')
    .execute();
  return rows.map((row) => toCredit(row, today));
}

/**
 * Usable credits of current students whose last day is in `[from, to]`, for the outbox's
 * expiry notice: not used, not revoked.
 */
export async function listCreditsExpiringBetween(
  db: Db,
  from: string,
  to: string,
): Promise<{ id: number; studentId: number; name: string; expiresOn: string }[]> {
  const rows = await db
    .selectFrom('makeup_credits')
    .innerJoin('students', 'students.id', 'makeup_credits.student_id')
    .select([
      'makeup_credits.id',
      'makeup_credits.student_id as studentId',
      'students.name',
      'makeup_credits.expires_on as expiresOn',
    ])
    .where('makeup_credits.expires_on', '>=', from)
    .where('makeup_credits.expires_on', '<=', to)
    .where('makeup_credits.used_on', 'is', null)
    .where('makeup_credits.revoked_at', 'is', null)
    .where('students.archived_at', 'is', null)
    .orderBy('makeup_credits.id')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), studentId: Number(row.studentId) }));
}

/**
 * How many credits each current student (of the teacher; null = everyone's) could spend on a
 * 보강 booked today: the count `spendOldestCredit` would find, so the 보강 dialog refuses a
 * student before anything is sent.
 */
export async function countUsableCredits(
  db: Db,
  teacherId: string | null,
  today: string,
): Promise<{ id: number; credits: number }[]> {
  const rows = await db
    .selectFrom('students')
    .leftJoin('makeup_credits', (join) =>
      join
        .onRef('makeup_credits.student_id', '=', 'students.id')
        .on('makeup_credits.used_one_off_id', 'is', null)
        .on('makeup_credits.revoked_at', 'is', null)
        .on('makeup_credits.expires_on', '>=', today),
    )
    .select((eb) => ['students.id', eb.fn.count<number>('makeup_credits.id').as('credits')])
    .where('students.archived_at', 'is', null)
    .$if(teacherId !== null, (query) => query.where('students.teacher_id', '=', teacherId as string))
    .groupBy('students.id')
    .orderBy('students.id')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), credits: Number(row.credits) }));
}
