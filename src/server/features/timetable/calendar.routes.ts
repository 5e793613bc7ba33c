/**
 * The dated calendar (decision 035): anyone may look at a teacher's dated lessons (a visitor
 * sees taken halves only); the teacher who owns them and the owner see names, statuses and the
 * keys to record them by. Series changes and one-off lessons are the signed-in teacher's own.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionUser } from '#shared/schemas/auth.ts';
import {
  calendarQuery,
  calendarResponse,
  changeOneOffRequest,
  changeSeriesRequest,
  createOneOffRequest,
  deleteOneOffResponse,
  endSeriesQuery,
  endSeriesResponse,
  type Occurrence,
  occurrence,
  oneOffParams,
  seriesParams,
} from '#shared/schemas/calendar.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import { lesson } from '#shared/schemas/timetable.ts';
import { seoulDate } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { changeErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { changeBy, requireUser } from '../../plugins/auth.ts';
import { findTeacher, listTeachers } from '../auth/index.ts';
import { listCurrentStudents } from '../students/index.ts';
import { type CalendarOccurrence, listOccurrences } from './calendar.queries.ts';
import { changeOneOff } from './one-off-change.queries.ts';
import { createOneOff, deleteOneOff } from './one-offs.queries.ts';
import { changeSeries, endOrDeleteSeries } from './timetable.queries.ts';

export function isStaff(user: SessionUser | null): user is SessionUser {
  return user !== null && user.role !== 'pending';
}

/** What a reader may see of an occurrence: a visitor only the taken halves. */
function shown(item: CalendarOccurrence, withNames: boolean): Occurrence {
  const slot = {
    date: item.date,
    time: item.time,
    type: item.type,
    kind: item.kind,
    teacherId: item.teacherId,
    ...(item.closed !== null ? { closed: item.closed } : {}),
  };
  if (!withNames) return slot;
  return {
    ...slot,
    key: item.key,
    name: item.name,
    studentId: item.studentId,
    seriesId: item.seriesId,
    oneOffId: item.oneOffId,
    movedFrom: item.movedFrom,
    ...(item.status !== null ? { status: item.status } : {}),
  };
}

/** A change to the calendar of the teacher who makes it, and when. */
export const byTeacher = (request: FastifyRequest) => ({
  teacherId: requireUser(request).id,
  ...changeBy(request),
});

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const openRoutes = routesOf(app, 'calendar');
  const teacherRoutes = routesOf(app, 'calendar', app.requireRole('teacher'));

  openRoutes.get('/api/calendar', {
    summary:
      '날짜별 레슨 (반복·보강·체험·이동; 휴원일의 반복 수업은 closed로 표시; 이름·상태는 그 선생님과 원장에게만; 최대 93일)',
    querystring: calendarQuery,
    response: { 200: calendarResponse, 400: errorResponse, 404: errorResponse },
    handler: async (request) => {
      const user = request.user;
      const { from, to, teacherId } = request.query;
      let teacherIds: string[];
      if (teacherId !== undefined) {
        if (!(await findTeacher(app.db, teacherId))) throw new AppError('timetable.teacher_not_found', 404);
        teacherIds = [teacherId];
      } else if (isStaff(user)) {
        teacherIds = user.role === 'owner' ? (await listTeachers(app.db)).map((t) => t.id) : [user.id];
      } else {
        const first = (await listTeachers(app.db))[0];
        if (!first) return [];
        teacherIds = [first.id];
      }
      const occurrences = await listOccurrences(app.db, teacherIds, from, to);
      return occurrences.map((item) =>
        shown(item, isStaff(user) && (user.role === 'owner' || item.teacherId === user.id)),
      );
    },
  });

  teacherRoutes.patch('/api/calendar/series/:id', {
    summary: '반복 수업을 from 날짜부터 바꿈 (요일·시간·유형·마지막 날; 이전 수업은 그대로; 겹치면 409)',
    params: seriesParams,
    body: changeSeriesRequest,
    response: { 200: lesson, ...changeErrors },
    handler: async (request) =>
      changeSeries(app.db, { ...request.body, ...byTeacher(request), seriesId: request.params.id }),
  });

  teacherRoutes.delete('/api/calendar/series/:id', {
    summary: '반복 수업을 from 날짜부터 끝냄 (from 없이: 반복 수업 전체 삭제)',
    params: seriesParams,
    querystring: endSeriesQuery,
    response: { 200: endSeriesResponse, ...changeErrors },
    handler: async (request) =>
      endOrDeleteSeries(app.db, {
        ...byTeacher(request),
        seriesId: request.params.id,
        from: request.query.from ?? null,
      }),
  });

  teacherRoutes.post('/api/calendar/one-offs', {
    summary:
      "하루만의 수업: kind 'makeup' 보강 (학생의 가장 오래된 보강권 사용), 'trial' 체험 (이름), 'moved' 이번 주만 옮김 (movedFrom); 겹치거나 휴원일이면 409",
    body: createOneOffRequest,
    response: { 201: occurrence, ...changeErrors },
    handler: async (request, reply) => {
      const by = byTeacher(request);
      const { studentId, name, movedFrom, ...slot } = request.body;
      const student =
        studentId === undefined || studentId === null
          ? null
          : await verifyOwnStudent(app.db, by.teacherId, studentId);
      const created = await createOneOff(app.db, {
        ...slot,
        ...by,
        student,
        name: name ?? null,
        movedFrom: movedFrom ?? null,
        today: seoulDate(by.now),
      });
      return reply.code(201).send(created);
    },
  });

  teacherRoutes.patch('/api/calendar/one-offs/:id', {
    summary:
      '하루만의 수업을 다른 날짜·시간·유형으로 옮김 (보강은 쓴 보강권 그대로; 기록된 수업 409, 겹치거나 휴원일이면 409)',
    params: oneOffParams,
    body: changeOneOffRequest,
    response: { 200: occurrence, ...changeErrors },
    handler: async (request) => {
      const by = byTeacher(request);
      return changeOneOff(app.db, {
        ...request.body,
        ...by,
        id: request.params.id,
        today: seoulDate(by.now),
      });
    },
  });

  teacherRoutes.delete('/api/calendar/one-offs/:id', {
    summary: '하루만의 수업 삭제 (기록된 수업은 409; 보강이면 보강권을 돌려줌)',
    params: oneOffParams,
    response: { 200: deleteOneOffResponse, ...changeErrors },
    handler: async (request) => deleteOneOff(app.db, { ...byTeacher(request), id: request.params.id }),
  });
};

/**
 * A timetable entry may name one of the teacher's own current students (DESIGN §4), found
 * through the students feature's exported queries. Another teacher's student, an archived one
 * and an unknown id are answered alike, so nothing leaks about others.
 */
export async function verifyOwnStudent(
  db: Db,
  teacherId: string,
  studentId: number,
): Promise<{ id: number; name: string }> {
  const student = (await listCurrentStudents(db, teacherId)).find((item) => item.id === studentId);
  if (!student) throw new AppError('timetable.student_not_found', 404);
  return { id: student.id, name: student.name };
}
