/**
 * Packages and their validity (유효기간; DESIGN §4 "Calendar", decision 037). A payment may
 * carry a last day; the lessons it holds are found first in, first out (the remaining count sits
 * in the newest packages), and the studio's closed days inside the validity move its end on.
 * Unused lessons of an expired package are shown, never taken away by themselves: the owner
 * extends the package, or lets them lapse with a ledger row of their own.
 */
import type { Transaction } from 'kysely';
import { allocateRemaining, effectiveExpiry, packageState } from '#shared/makeup-rules.ts';
import type { LessonPackage } from '#shared/schemas/calendar.ts';
import { addDays, seoulDate } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import type { Dialect } from '../../db/connection.ts';
import type { Database, Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { closedDays } from '../closures/index.ts';
import { writeLedger } from './ledger.ts';
import { lockStudent, toStudent } from './student-rows.ts';

/** Packages looked at: those paid in the last two years (older ones hold nothing by now). */
const LOOK_BACK_DAYS = 730;

interface PaymentRow {
  id: number;
  student_id: number;
  pay_day: string;
  lessons: number;
  valid_until: string | null;
}

/** Payments that are packages now: not voided, not refunded. */
async function packageRows(db: Db, studentIds: readonly number[], today: string): Promise<PaymentRow[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectFrom('payments as p')
    .select(['p.id', 'p.student_id', 'p.pay_day', 'p.lessons', 'p.valid_until'])
    .where('p.student_id', 'in', [...studentIds])
    .where('p.kind', '=', 'payment')
    .where('p.voided_at', 'is', null)
    .where('p.pay_day', '>=', addDays(today, -LOOK_BACK_DAYS))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('payments as r')
            .select('r.id')
            .whereRef('r.refund_of', '=', 'p.id')
            .where('r.voided_at', 'is', null),
        ),
      ),
    )
    // A package closed by a 0원 refund: its lessons' ledger row names it (payments.queries.ts).
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('lesson_ledger as l')
            .select('l.id')
            .whereRef('l.payment_id', '=', 'p.id')
            .where('l.reason', '=', 'refund'),
        ),
      ),
    )
    .execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    student_id: Number(row.student_id),
    lessons: Number(row.lessons),
  }));
}

/** The studio's closed days between the oldest payment and a while past the latest validity. */
async function closedSet(db: Db, rows: readonly PaymentRow[]): Promise<Set<string>> {
  const dated = rows.filter((row) => row.valid_until !== null);
  if (dated.length === 0) return new Set();
  const from = dated.map((row) => row.pay_day).sort()[0] as string;
  const last = dated.map((row) => row.valid_until as string).sort()[dated.length - 1] as string;
  const days = new Set<string>();
  // closedDays answers any range; read it a quarter at a time to keep each call small.
  for (let start = from; start <= addDays(last, 120); start = addDays(start, 93)) {
    for (const date of (await closedDays(db, start, addDays(start, 92))).keys()) days.add(date);
  }
  return days;
}

function toPackages(
  rows: readonly PaymentRow[],
  remaining: number,
  closed: Set<string>,
  today: string,
): LessonPackage[] {
  return allocateRemaining(
    rows.map((row) => ({
      paymentId: row.id,
      payDay: row.pay_day,
      lessons: row.lessons,
      validUntil: row.valid_until,
    })),
    remaining,
  ).map((share) => {
    const expiresOn =
      share.validUntil === null ? null : effectiveExpiry(share.payDay, share.validUntil, closed);
    return {
      paymentId: share.paymentId,
      payDay: share.payDay,
      lessons: share.lessons,
      unused: share.unused,
      expiresOn,
      state: packageState(share.unused, expiresOn, today),
    };
  });
}

/** A student's packages, newest first, with what each still holds and when it ends. */
export async function listPackages(
  db: Db,
  student: { id: number; lesson: number },
  today: string,
): Promise<LessonPackage[]> {
  const rows = await packageRows(db, [student.id], today);
  return toPackages(rows, student.lesson, await closedSet(db, rows), today);
}

/** Packages expiring within 7 days or expired with lessons left, of a teacher's students (null = all). */
export async function listExpiringPackages(db: Db, teacherId: string | null, today: string) {
  const students = await db
    .selectFrom('students')
    .select(['id', 'name', 'teacher_id', 'remaining'])
    .where('archived_at', 'is', null)
    .where('remaining', '>', 0)
    .$if(teacherId !== null, (query) => query.where('teacher_id', '=', teacherId as string))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('payments')
          .select('payments.id')
          .whereRef('payments.student_id', '=', 'students.id')
          .where('payments.valid_until', 'is not', null)
          .where('payments.voided_at', 'is', null),
      ),
    )
    .execute();
  const rows = await packageRows(
    db,
    students.map((student) => Number(student.id)),
    today,
  );
  const closed = await closedSet(db, rows);
  return students
    .flatMap((student) =>
      toPackages(
        rows.filter((row) => row.student_id === Number(student.id)),
        Number(student.remaining),
        closed,
        today,
      )
        .filter((item) => item.state !== 'ok')
        .map((item) => ({
          ...item,
          studentId: Number(student.id),
          name: student.name,
          teacherId: student.teacher_id,
        })),
    )
    .sort((a, b) => ((a.expiresOn ?? '') < (b.expiresOn ?? '') ? -1 : 1));
}

interface Decision {
  paymentId: number;
  actor: AuditActor;
  now: Date;
}

/** The package a decision is about, with the student locked. */
async function lockedPackage(trx: Transaction<Database>, dialect: Dialect, paymentId: number, today: string) {
  const payment = await trx
    .selectFrom('payments')
    .select(['student_id', 'kind', 'voided_at', 'valid_until'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
  if (payment?.kind !== 'payment' || payment.voided_at !== null) {
    throw new AppError('calendar.package_not_found', 404);
  }
  const student = toStudent(
    await lockStudent(trx, dialect, { studentId: Number(payment.student_id), teacherId: null }),
  );
  const found = (await listPackages(trx, student, today)).find((item) => item.paymentId === paymentId);
  if (!found) throw new AppError('calendar.package_not_found', 404);
  return { student, found, validUntil: payment.valid_until };
}

/** Moves a package's last day on by `days` (its lessons stay usable). */
export async function extendPackage(db: Db, dialect: Dialect, decision: Decision & { days: number }) {
  const today = seoulDate(decision.now);
  return db.transaction().execute(async (trx) => {
    const { student, found, validUntil } = await lockedPackage(trx, dialect, decision.paymentId, today);
    if (validUntil === null) throw new AppError('calendar.package_no_validity', 409);
    const next = addDays(validUntil, decision.days);
    await trx
      .updateTable('payments')
      .set({ valid_until: next })
      .where('id', '=', decision.paymentId)
      .execute();
    await recordAudit(trx, decision, {
      action: 'package.extend',
      target: student.name,
      detail: {
        teacherId: student.teacherId,
        paymentId: decision.paymentId,
        before: validUntil,
        after: next,
        days: decision.days,
      },
    });
    const after =
      (await listPackages(trx, student, today)).find((item) => item.paymentId === decision.paymentId) ??
      found;
    return { student, package: after };
  });
}

/** Lets an expired package's unused lessons lapse: a ledger row takes them, with its reason. */
export async function lapsePackage(db: Db, dialect: Dialect, decision: Decision) {
  const today = seoulDate(decision.now);
  const at = decision.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const { student, found } = await lockedPackage(trx, dialect, decision.paymentId, today);
    if (found.state !== 'expired') throw new AppError('calendar.package_not_expired', 409);
    if (found.unused <= 0) throw new AppError('calendar.package_nothing_to_lapse', 409);
    const after = await writeLedger(trx, {
      studentId: student.id,
      change: -found.unused,
      reason: 'lapse',
      paymentId: decision.paymentId,
      note: `유효기간 ${found.expiresOn} 지남`,
      actorId: decision.actor.id,
      at,
    });
    await recordAudit(trx, decision, {
      action: 'package.lapse',
      target: student.name,
      detail: {
        teacherId: student.teacherId,
        paymentId: decision.paymentId,
        lessons: found.unused,
        expiresOn: found.expiresOn,
        balance: { before: student.lesson, after: Number(after.remaining) },
      },
    });
    const updated = toStudent(after);
    const lapsed =
      (await listPackages(trx, updated, today)).find((item) => item.paymentId === decision.paymentId) ??
      found;
    return { student: updated, package: lapsed, lapsed: found.unused };
  });
}
