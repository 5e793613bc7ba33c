/**
 * 보강 예약 by a family (decision 054): the free places of its student's teacher, and a booking
 * that spends a credit. Only the session's own students; off unless the owner allows it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dayLabel } from '#shared/day-labels.ts';
import { fromMinutes, lessonSpan, timeLabel } from '#shared/hours-rules.ts';
import { familyNotices } from '#shared/messages/family.ts';
import {
  familyMakeupRequest,
  familyMakeupResponse,
  familyMakeupSlotsResponse,
  familyStudentQuery,
} from '#shared/schemas/family.ts';
import { changeErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { bookFamilyMakeup, makeupOffer } from './family-makeup.queries.ts';
import { familyStudent } from './family-portal.queries.ts';
import { requireFamilySession } from './family-session.plugin.ts';

export const familyMakeupRoutes: FastifyPluginAsyncZod = async (app) => {
  const family = app.requireFamily();
  const familyRoute = routesOf('family', family);

  app.get(
    '/api/family/makeup-slots',
    familyRoute('보강 예약: 선생님의 빈 시간 (오늘부터 14일, 휴원일·지난 시간·잡힌 수업 제외)', {
      querystring: familyStudentQuery,
      response: { 200: familyMakeupSlotsResponse, ...changeErrors },
    }),
    async (request) => {
      const student = await familyStudent(app.db, requireFamilySession(request), request.query.studentId);
      return makeupOffer(app.db, student, app.clock.now());
    },
  );

  app.post(
    '/api/family/makeup',
    familyRoute(
      '보강 예약: 빈 시간 하나에 보강을 잡고 가장 오래된 보강권을 사용 (수업 규칙에서 꺼져 있으면 403, 보강권이 없거나 자리가 찼으면 409)',
      {
        body: familyMakeupRequest,
        response: { 201: familyMakeupResponse, ...changeErrors },
      },
    ),
    async (request, reply) => {
      const session = requireFamilySession(request);
      const { studentId, date, time, type } = request.body;
      const student = await familyStudent(app.db, session, studentId);
      const lesson = await bookFamilyMakeup(app.db, {
        student,
        date,
        time,
        type,
        actor: { id: `family-${session.id}`, name: `${student.name} 가족` },
        now: app.clock.now(),
      });
      return reply.code(201).send({
        // Said as the teacher's notice says it: 12월 2일 (수) 오전 11시, never an ISO date.
        message: familyNotices.makeupBooked(
          dayLabel(lesson.date),
          timeLabel(fromMinutes(lessonSpan(lesson.time, lesson.type).from)),
          lesson.type,
        ),
        lesson: { key: lesson.key as string, date: lesson.date, time: lesson.time, type: lesson.type },
      });
    },
  );
};
