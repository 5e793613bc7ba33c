/**
 * Moving a one-off lesson (a 보강, a 체험 or a week's moved lesson) to another day, hour or half
 * (decision 035). The one-off keeps what it is: a 보강 keeps the credit it spent, where deleting
 * and adding it again would give the credit back and spend the oldest one then valid, or none
 * if it had expired meanwhile. The same rules as placing one hold: the window of days, no closed
 * day, no recorded lesson moved, and the database's overlap trigger (it runs on UPDATE too).
 */
import type { Occurrence } from '#shared/schemas/calendar.ts';
import type { LessonType } from '#shared/timetable-rules.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { checkOneOffDay, placedColumns, toOneOffOccurrence, unrecordedOneOff } from './one-offs.queries.ts';
import { placing } from './timetable.queries.ts';

export interface OneOffChange {
  teacherId: string;
  id: number;
  date: string;
  time: number;
  type: LessonType;
  actor: AuditActor;
  now: Date;
  today: string;
}

/** Moves one of the teacher's unrecorded one-offs; answers it as the calendar lists it. */
export async function changeOneOff(db: Db, change: OneOffChange): Promise<Occurrence> {
  await checkOneOffDay(db, change.date, change.today);
  return placing(() =>
    db.transaction().execute(async (trx) => {
      const before = await unrecordedOneOff(trx, change.teacherId, change.id);
      const moved = await trx
        .updateTable('lesson_one_offs')
        .set(placedColumns(change))
        .where('id', '=', change.id)
        .returningAll()
        .executeTakeFirstOrThrow(() => new AppError('calendar.one_off_not_found', 404));
      await recordAudit(trx, change, {
        action: 'calendar.one_off.change',
        target: before.name,
        detail: {
          teacherId: change.teacherId,
          kind: before.kind,
          before: { date: before.on_date, time: before.time, type: before.type },
          after: { date: change.date, time: change.time, type: change.type },
        },
      });
      return toOneOffOccurrence(moved);
    }),
  );
}
