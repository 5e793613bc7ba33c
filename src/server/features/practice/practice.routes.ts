/**
 * 연습 기록 through the API. A family logs and reads its own students' practice (and takes back
 * a sitting logged by mistake); staff read their students' weeks, and the week's totals for
 * 오늘 올 학생. The day is checked against the app's clock in Seoul: not ahead of today, not
 * more than 31 days back.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { practiceNotices } from '#shared/messages/practice.ts';
import { weekDays, weekOf } from '#shared/practice-rules.ts';
import { idParams } from '#shared/schemas/common.ts';
import {
  familyPracticeQuery,
  practiceEntryParams,
  practiceEntryRequest,
  practiceLoggedResponse,
  practiceRemovedResponse,
  practiceThisWeekResponse,
  practiceWeek,
  staffPracticeQuery,
} from '#shared/schemas/practice.ts';
import { scopeQuery } from '#shared/schemas/students.ts';
import { addDays, seoulDate } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import { changeErrors, recordErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { familyStudentId, requireFamilySession } from '../family/index.ts';
import { listScope, reachStudent } from '../students/index.ts';
import { logPractice, practiceTotals, practiceWeek as readWeek, removePractice } from './practice.queries.ts';

/** How far back a family may log: a week forgotten, and the one before. */
export const PRACTICE_BACK_DAYS = 31;

const privateAnswer = 'private, no-store';

export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoutes = routesOf(app, 'practice', app.requireRole('teacher'));
  const family = app.requireFamily();
  const familyRoutes = routesOf(app, 'family', family);
  const today = () => seoulDate(app.clock.now());
  /** A student's week of practice, this week when none is asked for; the answer is kept private. */
  const weekOfStudent = (reply: FastifyReply, studentId: number, week: string | undefined) => {
    reply.header('cache-control', privateAnswer);
    const day = today();
    return readWeek(app.db, { studentId, week: week ?? weekOf(day), today: day });
  };

  familyRoutes.post('/api/family/practice', {
    summary: '가족 페이지: 연습 기록 (하루 합계 24시간까지, 오늘까지 31일 안의 날)',
    body: practiceEntryRequest,
    response: { 201: practiceLoggedResponse, ...changeErrors },
    handler: async (request, reply) => {
      const now = app.clock.now();
      const day = seoulDate(now);
      const studentId = familyStudentId(request, request.body.studentId);
      if (request.body.date > day) throw new AppError('practice.date_future', 400);
      if (request.body.date < addDays(day, -PRACTICE_BACK_DAYS))
        throw new AppError('practice.date_too_old', 400);
      const logged = await logPractice(app.db, app.dialect, {
        studentId,
        day: request.body.date,
        minutes: request.body.minutes,
        piece: request.body.piece || null,
        now,
      });
      reply.code(201);
      return {
        message: practiceNotices.logged(logged.entry.minutes, logged.dayTotal),
        entry: logged.entry,
        week: await readWeek(app.db, { studentId, week: weekOf(request.body.date), today: day }),
      };
    },
  });

  familyRoutes.get('/api/family/practice', {
    summary: '가족 페이지: 학생의 한 주 연습 (합계, 연습한 날, 연속 일수, 레퍼토리 곡)',
    querystring: familyPracticeQuery,
    response: { 200: practiceWeek, ...recordErrors },
    handler: async (request, reply) => {
      return weekOfStudent(reply, familyStudentId(request, request.query.studentId), request.query.week);
    },
  });

  familyRoutes.delete('/api/family/practice/:id', {
    summary: '가족 페이지: 잘못 남긴 연습 기록 지우기',
    params: practiceEntryParams,
    response: { 200: practiceRemovedResponse, ...recordErrors },
    handler: async (request) => {
      const removed = await removePractice(app.db, {
        entryId: request.params.id,
        studentIds: requireFamilySession(request).studentIds,
      });
      return {
        message: practiceNotices.removed(removed.minutes),
        week: await readWeek(app.db, {
          studentId: removed.studentId,
          week: weekOf(removed.day),
          today: today(),
        }),
      };
    },
  });

  staffRoutes.get('/api/member/:id/practice', {
    summary: '학생(번호)의 한 주 연습: 요일별 분, 합계, 연속 일수 (week를 생략하면 이번 주)',
    params: idParams,
    querystring: staffPracticeQuery,
    response: { 200: practiceWeek, ...recordErrors },
    handler: async (request, reply) => {
      const scope = listScope(request, request.query);
      const studentId = await reachStudent(app.db, scope, request.params.id, 'practice.student_not_found');
      return weekOfStudent(reply, studentId, request.query.week);
    },
  });

  staffRoutes.get('/api/practice/this-week', {
    summary: '이번 주 학생별 연습 합계 (오늘 올 학생에 표시; 연습이 없는 학생은 빠짐)',
    querystring: scopeQuery,
    response: { 200: practiceThisWeekResponse, ...recordErrors },
    handler: async (request, reply) => {
      const teacherId = listScope(request, request.query);
      const week = weekOf(today());
      const days = weekDays(week) as string[];
      reply.header('cache-control', privateAnswer);
      return { week, students: await practiceTotals(app.db, { teacherId, from: days[0]!, to: days[6]! }) };
    },
  });
};
