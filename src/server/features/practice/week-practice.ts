/**
 * What the day-before reminder says of practice: a student's minutes of the week holding
 * `today` (Seoul), 0 when the family logged none. The messages feature is handed this by
 * app.ts, since it sits below the practice log.
 */
import { weekDays, weekOf } from '#shared/practice-rules.ts';
import type { Db } from '../../db/database.ts';
import { practiceTotals } from './practice.queries.ts';

export type WeekPracticeMinutes = (db: Db, studentId: number, today: string) => Promise<number>;

export const weekPracticeMinutes: WeekPracticeMinutes = async (db, studentId, today) => {
  const days = weekDays(weekOf(today)) as string[];
  const [total] = await practiceTotals(db, {
    teacherId: null,
    from: days[0]!,
    to: today,
    studentIds: [studentId],
  });
  return total?.totalMinutes ?? 0;
};
