/**
 * Whose rows and which month a statistics request is about. A teacher sees only their own
 * students: naming another teacher is refused with 403, as on the student routes
 * (namedTeacher). The owner sees the whole studio, or one teacher when a filter is given.
 */
import type { FastifyRequest } from 'fastify';
import type { DayRange } from '#shared/month.ts';
import { monthDays, parseMonth, seoulMonthOf, type YearMonth } from '#shared/month.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import type { MonthQuery } from '#shared/schemas/stats.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { namedTeacher } from '../../lib/teacher-scope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { listStaff, type StaffMember } from '../auth/index.ts';

export interface StatsScope {
  user: SessionUser;
  ym: YearMonth;
  range: DayRange;
  /** The one teacher the figures are narrowed to; undefined = the whole studio (owner only). */
  teacherId: string | undefined;
  staff: StaffMember[];
}

function resolveMonth(value: string | undefined, now: Date): YearMonth {
  if (value === undefined) return seoulMonthOf(now);
  const ym = parseMonth(value, now);
  if (!ym) throw new AppError('stats.invalid_month', 400);
  return ym;
}

export async function resolveScope(
  db: Db,
  request: FastifyRequest,
  query: MonthQuery,
  now: Date,
): Promise<StatsScope> {
  const user = requireUser(request);
  const ym = resolveMonth(query.month, now);
  const asked = namedTeacher(user, query);
  const staff = await listStaff(db);
  let teacherId: string | undefined;
  if (user.role === 'owner') {
    if (asked !== undefined && !staff.some((member) => member.id === asked)) {
      throw new AppError('stats.teacher_not_found', 404);
    }
    teacherId = asked;
  } else {
    teacherId = user.id;
  }
  return { user, ym, range: monthDays(ym), teacherId, staff };
}

export function staffName(staff: StaffMember[], id: string): string {
  return staff.find((member) => member.id === id)?.name ?? id;
}
