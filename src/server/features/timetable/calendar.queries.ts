/**
 * The dated calendar (docs/decisions/035-dated-calendar.md): occurrences are computed from the
 * series and one-offs of a range, the closed days (closures feature) and the lesson records
 * (students feature), never stored. Other features ask here for a student's lesson on a day
 * (the notice rule of make-up credits, the 출석부's link to the calendar) and for a range (the
 * feed, 오늘 올 학생).
 */
import {
  expandOccurrences,
  lessonStart,
  type OneOffPlan,
  type PlannedOccurrence,
  parseOccurrenceKey,
} from '#shared/calendar-rules.ts';
import type { LessonStatus } from '#shared/student-rules.ts';
import { startOfSeoulDay } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { closedDays } from '../closures/index.ts';
import { type CalendarRecord, listRecordsBetween } from './calendar-records.queries.ts';
import { listSeriesBetween } from './timetable.queries.ts';

export interface CalendarOccurrence extends PlannedOccurrence {
  teacherId: string;
  status: LessonStatus | null;
  recordId: number | null;
}

/** One-offs of some teachers on `[from, to]`, with whose they are. */
export async function listOneOffsBetween(
  db: Db,
  teacherIds: readonly string[] | null,
  from: string,
  to: string,
) {
  const rows = await db
    .selectFrom('lesson_one_offs')
    .selectAll()
    .$if(teacherIds !== null, (query) => query.where('teacher_id', 'in', teacherIds as string[]))
    .where('on_date', '>=', from)
    .where('on_date', '<=', to)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** A closed day's names joined: "추석 · 겨울 방학". */
async function closedNames(db: Db, from: string, to: string): Promise<Map<string, string>> {
  const byDate = await closedDays(db, from, to);
  return new Map(
    [...byDate].map(([date, reasons]) => [date, reasons.map((reason) => reason.name).join(' · ')]),
  );
}

/**
 * Each occurrence's record: the record that names it, else (for a lesson recorded from the
 * 출석부 without naming it) the student's first unnamed record of that day not taken yet.
 */
function attachRecords(
  occurrences: (PlannedOccurrence & { teacherId: string })[],
  records: readonly CalendarRecord[],
): CalendarOccurrence[] {
  const named = new Map(
    records.filter((record) => record.occurrence !== null).map((record) => [record.occurrence, record]),
  );
  const unnamed = records.filter((record) => record.occurrence === null);
  const taken = new Set<number>();
  return occurrences.map((occurrence) => {
    let record = named.get(occurrence.key);
    if (!record && occurrence.studentId !== null && occurrence.closed === null) {
      record = unnamed.find(
        (candidate) =>
          !taken.has(candidate.id) &&
          candidate.studentId === occurrence.studentId &&
          candidate.day === occurrence.date,
      );
      if (record) taken.add(record.id);
    }
    return { ...occurrence, status: record?.status ?? null, recordId: record?.id ?? null };
  });
}

/** Every lesson of some teachers (null = all) on `[from, to]`, with closures and statuses. */
export async function listOccurrences(
  db: Db,
  teacherIds: readonly string[] | null,
  from: string,
  to: string,
): Promise<CalendarOccurrence[]> {
  const [series, oneOffs, closures] = await Promise.all([
    listSeriesBetween(db, teacherIds, from, to),
    // Moves out of the range still free their day inside it: read them all for the series here.
    listOneOffsBetween(db, teacherIds, from, to),
    closedNames(db, from, to),
  ]);
  const movedAway = await listMovesOf(
    db,
    series.map((row) => row.id),
    from,
    to,
  );
  const teacherOfSeries = new Map(series.map((row) => [row.id, row.teacher_id]));
  const teacherOfOneOff = new Map(oneOffs.map((row) => [row.id, row.teacher_id]));
  const plans: OneOffPlan[] = [...oneOffs, ...movedAway].map((row) => ({
    id: row.id,
    date: row.on_date,
    time: row.time,
    type: row.type,
    name: row.name,
    studentId: row.student_id === null ? null : Number(row.student_id),
    kind: row.kind,
    movedSeriesId: row.moved_series_id === null ? null : Number(row.moved_series_id),
    movedFromDate: row.moved_from_date,
  }));
  const planned = expandOccurrences({
    series: series.map((row) => ({
      id: row.id,
      weekday: row.weekday,
      time: row.time,
      type: row.type,
      name: row.name,
      studentId: row.student_id === null ? null : Number(row.student_id),
      startsOn: row.starts_on,
      endsOn: row.ends_on,
    })),
    oneOffs: plans,
    closures,
    from,
    to,
  }).map((occurrence) => ({
    ...occurrence,
    teacherId:
      (occurrence.oneOffId !== null
        ? teacherOfOneOff.get(occurrence.oneOffId)
        : teacherOfSeries.get(occurrence.seriesId as number)) ?? '',
  }));
  const studentIds = [...new Set(planned.flatMap((occurrence) => occurrence.studentId ?? []))];
  return attachRecords(planned, await listRecordsBetween(db, studentIds, from, to));
}

/** Moves made elsewhere of these series' days inside `[from, to]` (the one-off lies outside). */
async function listMovesOf(db: Db, seriesIds: readonly number[], from: string, to: string) {
  if (seriesIds.length === 0) return [];
  const rows = await db
    .selectFrom('lesson_one_offs')
    .selectAll()
    .where('moved_series_id', 'in', [...seriesIds])
    .where('moved_from_date', '>=', from)
    .where('moved_from_date', '<=', to)
    .where((eb) => eb.or([eb('on_date', '<', from), eb('on_date', '>', to)]))
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * The occurrence a key names, among one teacher's lessons (null = any teacher's), or null when
 * there is no such lesson on that day (an ended series, a moved day, another teacher's).
 */
export async function findOccurrence(
  db: Db,
  teacherId: string | null,
  key: string,
): Promise<CalendarOccurrence | null> {
  const ref = parseOccurrenceKey(key);
  if (!ref) return null;
  let date: string;
  if (ref.kind === 'series') {
    date = ref.date;
  } else {
    const row = await db
      .selectFrom('lesson_one_offs')
      .select(['on_date'])
      .where('id', '=', ref.oneOffId)
      .executeTakeFirst();
    if (!row) return null;
    date = row.on_date;
  }
  const teachers = teacherId === null ? null : [teacherId];
  const found = (await listOccurrences(db, teachers, date, date)).find(
    (occurrence) => occurrence.key === key,
  );
  return found ?? null;
}

/**
 * A student's lessons on a day, in hour order: the first not yet recorded is the one a record
 * from the 출석부 records, and its start decides the make-up notice.
 */
export async function listStudentOccurrences(
  db: Db,
  teacherId: string,
  studentId: number,
  day: string,
): Promise<CalendarOccurrence[]> {
  return (await listOccurrences(db, [teacherId], day, day)).filter(
    (occurrence) => occurrence.studentId === studentId && occurrence.closed === null,
  );
}

/**
 * Where a lesson record belongs on the calendar and when that lesson begins: the named
 * occurrence (checked: this student's, on this day, open, not recorded yet), or without a name
 * the student's first unrecorded lesson of the day. With no lesson that day, the day's start.
 */
export async function placeLesson(
  db: Db,
  key: string | null,
  lesson: { studentId: number; teacherId: string; day: string },
): Promise<{ occurrence: string | null; start: Date }> {
  if (key !== null) {
    const found = await findOccurrence(db, lesson.teacherId, key);
    if (!found || found.date !== lesson.day) throw new AppError('calendar.occurrence_not_found', 404);
    if (found.studentId !== lesson.studentId) throw new AppError('calendar.occurrence_student_mismatch', 409);
    if (found.closed !== null) throw new AppError('calendar.closed_occurrence', 409);
    if (found.status !== null) throw new AppError('calendar.already_recorded', 409);
    return { occurrence: key, start: lessonStart(found.date, found.time, found.type) };
  }
  const ofDay = await listStudentOccurrences(db, lesson.teacherId, lesson.studentId, lesson.day);
  const free = ofDay.find((occurrence) => occurrence.status === null);
  const first = free ?? ofDay[0];
  return {
    occurrence: free?.key ?? null,
    start: first ? lessonStart(first.date, first.time, first.type) : startOfSeoulDay(lesson.day),
  };
}

/** When a recorded lesson began: its occurrence's start, else the student's first lesson that day, else the day's start. */
export async function recordedLessonStart(
  db: Db,
  record: { studentId: number; teacherId: string; day: string; occurrence: string | null },
): Promise<Date> {
  const named =
    record.occurrence === null ? null : await findOccurrence(db, record.teacherId, record.occurrence);
  const first =
    named ?? (await listStudentOccurrences(db, record.teacherId, record.studentId, record.day))[0] ?? null;
  return first ? lessonStart(first.date, first.time, first.type) : startOfSeoulDay(record.day);
}
