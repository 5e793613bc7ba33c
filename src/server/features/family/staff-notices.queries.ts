/**
 * What a family did reaches its teacher at once (docs/decisions/066): a 보강 booked or a
 * 결석 신청 made in the portal is a notice on the teacher's student page, written in the same
 * transaction as the booking or the record, and — for a teacher who asked for it on the hours
 * page — a message to the teacher's own phone through the outbox. A late 결석 신청 already waits
 * as a request on that page (decision 049), so it is told by message only.
 */
import type { StaffFamilyNotice } from '#shared/schemas/family.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { staffPhone } from '../auth/index.ts';
import { wantsFamilyMessages } from '../hours/index.ts';
import { enqueueMessage } from '../messages/index.ts';

export interface FamilyDeed {
  teacherId: string;
  student: { id: number; name: string };
  kind: 'makeup' | 'absence';
  lessonDay: string;
  /** What happened, in a line the teacher reads: "12월 7일 (월) 오후 3시 보강을 예약했습니다." */
  text: string;
  /** The cause's own key (the lesson's occurrence): one message per deed, whatever retries. */
  sourceKey: string;
  /** False for what the page already shows another way (a late request). */
  notice: boolean;
  now: Date;
}

export async function tellTeacher(trx: Db, deed: FamilyDeed): Promise<void> {
  if (deed.notice) {
    await trx
      .insertInto('family_staff_notices')
      .values({
        teacher_id: deed.teacherId,
        student_id: deed.student.id,
        kind: deed.kind,
        lesson_day: deed.lessonDay,
        text: deed.text,
        created_at: deed.now.toISOString(),
        seen_at: null,
        seen_by: null,
      })
      .execute();
  }
  if (!(await wantsFamilyMessages(trx, deed.teacherId))) return;
  const phone = await staffPhone(trx, deed.teacherId);
  if (!phone) return;
  await enqueueMessage(trx, {
    event: 'family-to-teacher',
    studentId: deed.student.id,
    variables: { 이름: deed.student.name, 내용: deed.text },
    sourceKey: `${deed.kind}:${deed.sourceKey}`,
    to: { phone },
    now: deed.now,
  });
}

/** The notices nobody has marked seen, of one teacher (null: every teacher's), newest first. */
export async function listStaffNotices(db: Db, teacherId: string | null): Promise<StaffFamilyNotice[]> {
  const rows = await db
    .selectFrom('family_staff_notices')
    .innerJoin('students', 'students.id', 'family_staff_notices.student_id')
    .select([
      'family_staff_notices.id',
      'family_staff_notices.kind',
      'family_staff_notices.lesson_day as lessonDay',
      'family_staff_notices.text',
      'family_staff_notices.created_at as createdAt',
      'family_staff_notices.teacher_id as teacherId',
      'students.name as studentName',
    ])
    .where('family_staff_notices.seen_at', 'is', null)
    .where('students.archived_at', 'is', null)
    .$if(teacherId !== null, (query) =>
      query.where('family_staff_notices.teacher_id', '=', teacherId as string),
    )
    .orderBy('family_staff_notices.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * Marks notices seen: a teacher only their own, the owner any. Naming one that is not there
 * (or another teacher's) changes nothing and answers 404, so a stale window learns it.
 */
export async function markStaffNoticesSeen(
  db: Db,
  input: { ids: readonly number[]; teacherId: string | null; by: string; now: Date },
): Promise<number> {
  const result = await db
    .updateTable('family_staff_notices')
    .set({ seen_at: input.now.toISOString(), seen_by: input.by })
    .where('id', 'in', [...input.ids])
    .where('seen_at', 'is', null)
    .$if(input.teacherId !== null, (query) => query.where('teacher_id', '=', input.teacherId as string))
    .executeTakeFirst();
  const changed = Number(result.numUpdatedRows);
  if (changed === 0) throw new AppError('family.notice_not_found', 404);
  return changed;
}
