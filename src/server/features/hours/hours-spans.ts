/**
 * A teacher's working span for each date of a range (docs/decisions/066): what the 보강 places
 * offered to families and the week page keep to. Reads the studio's week, the teacher's week
 * and the exceptions of the range once, then works each date out with the shared rule.
 */
import { type Span, workingSpan } from '#shared/hours-rules.ts';
import { addDays } from '#shared/time.ts';
import type { Db } from '../../db/database.ts';
import { getStudioWeek, getTeacherWeek } from './hours.queries.ts';

export async function workingSpans(
  db: Db,
  teacherId: string,
  from: string,
  to: string,
): Promise<Map<string, Span | null>> {
  const [studio, teacher] = await Promise.all([
    getStudioWeek(db),
    getTeacherWeek(db, teacherId, { from, to }),
  ]);
  const spans = new Map<string, Span | null>();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    spans.set(
      date,
      workingSpan({ studio: studio.weekly, teacher: teacher.weekly, exceptions: teacher.exceptions }, date),
    );
  }
  return spans;
}

/** Whether the teacher asked to be sent a message when a family books a 보강 or reports an absence. */
export async function wantsFamilyMessages(db: Db, teacherId: string): Promise<boolean> {
  const row = await db
    .selectFrom('teacher_hours_settings')
    .select('family_messages')
    .where('account_id', '=', teacherId)
    .executeTakeFirst();
  return row !== undefined && Number(row.family_messages) === 1;
}
