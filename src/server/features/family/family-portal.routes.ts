/**
 * The families' portal API (family session only): its students at a glance, one student's
 * history, a receipt, 결석 신청, 보강 예약 (decision 054: the free places of its student's
 * teacher, and a booking that spends a credit; off unless the owner allows it), and 로그아웃.
 * Every route names its student by id among the session's own; a staff session is nobody's
 * family here.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dayLabel } from '#shared/day-labels.ts';
import { fromMinutes, lessonSpan, timeLabel } from '#shared/hours-rules.ts';
import { familyNotices } from '#shared/messages/family.ts';
import { errorResponse, idParams } from '#shared/schemas/common.ts';
import {
  familyAbsenceRequest,
  familyAbsenceResponse,
  familyHistoryResponse,
  familyMakeupRequest,
  familyMakeupResponse,
  familyMakeupSlotsResponse,
  familyMeResponse,
  familyMessageResponse,
  familyReceiptResponse,
  familyStudentQuery,
} from '#shared/schemas/family.ts';
import { changeErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { getLessonRules } from '../site/index.ts';
import { reportAbsence } from './family-absences.queries.ts';
import { bookFamilyMakeup, makeupOffer } from './family-makeup.queries.ts';
import { familyHistory, familyOverview, familyReceipt, familyStudent } from './family-portal.queries.ts';
import { requireFamilySession } from './family-session.plugin.ts';
import { endFamilySessionByToken } from './family-sessions.queries.ts';

const familyErrors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse };

export const familyPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const family = app.requireFamily();
  const familyRoutes = routesOf(app, 'family', family);

  familyRoutes.get('/api/family/me', {
    summary: '가족 페이지: 학생마다 남은 레슨, 미수, 4주 안의 레슨(휴원일 표시), 보강권',
    response: { 200: familyMeResponse, 401: errorResponse },
    handler: async (request) => ({
      students: await familyOverview(app.db, requireFamilySession(request), app.clock.now()),
      noticeHours: (await getLessonRules(app.db)).noticeHours,
    }),
  });

  familyRoutes.get('/api/family/history', {
    summary: '가족 페이지: 한 학생의 레슨 기록(상태)과 결제',
    querystring: familyStudentQuery,
    response: { 200: familyHistoryResponse, ...familyErrors },
    handler: async (request) => {
      const student = await familyStudent(app.db, requireFamilySession(request), request.query.studentId);
      return familyHistory(app.db, student);
    },
  });

  familyRoutes.get('/api/family/receipts/:id', {
    summary: '가족 페이지: 결제 영수증 한 장',
    params: idParams,
    response: { 200: familyReceiptResponse, ...familyErrors },
    handler: async (request) => familyReceipt(app.db, requireFamilySession(request), request.params.id),
  });

  familyRoutes.post('/api/family/absences', {
    summary:
      '결석 신청: 수업 규칙의 알림 시간 전이면 사전취소로 기록(보강권 규칙대로), 늦으면 선생님께 신청으로 전달; 같은 레슨은 한 번만',
    body: familyAbsenceRequest,
    response: { 200: familyAbsenceResponse, ...familyErrors },
    handler: async (request) => {
      const session = requireFamilySession(request);
      const { studentId, date, occurrence, reason } = request.body;
      const student = await familyStudent(app.db, session, studentId);
      const outcome = await reportAbsence(app.db, app.dialect, {
        student,
        date,
        occurrence,
        reason: reason?.trim() || null,
        sessionId: session.id,
        phone: session.phone,
        actor: { id: `family-${session.id}`, name: `${student.name} 가족` },
        now: app.clock.now(),
      });
      const { absence } = outcome;
      const message =
        outcome.made === 'again'
          ? familyNotices.absenceAlready
          : absence.state === 'recorded'
            ? familyNotices.absenceRecorded(dayLabel(absence.lessonDay), outcome.credit)
            : familyNotices.absenceRequested(dayLabel(absence.lessonDay), outcome.noticeHours);
      return { message, absence, credit: outcome.credit };
    },
  });

  familyRoutes.post('/api/family/logout', {
    summary: '가족 페이지 로그아웃 (이 기기)',
    response: { 200: familyMessageResponse, 401: errorResponse },
    handler: async (request, reply) => {
      const token = app.familyCookie.read(request);
      if (token) await endFamilySessionByToken(app.db, token);
      app.familyCookie.clear(reply);
      return { message: familyNotices.signedOut };
    },
  });

  familyRoutes.get('/api/family/makeup-slots', {
    summary: '보강 예약: 선생님의 빈 시간 (오늘부터 14일, 휴원일·지난 시간·잡힌 수업 제외)',
    querystring: familyStudentQuery,
    response: { 200: familyMakeupSlotsResponse, ...changeErrors },
    handler: async (request) => {
      const student = await familyStudent(app.db, requireFamilySession(request), request.query.studentId);
      return makeupOffer(app.db, student, app.clock.now());
    },
  });

  familyRoutes.post('/api/family/makeup', {
    summary:
      '보강 예약: 빈 시간 하나에 보강을 잡고 가장 오래된 보강권을 사용 (수업 규칙에서 꺼져 있으면 403, 보강권이 없거나 자리가 찼으면 409)',
    body: familyMakeupRequest,
    response: { 201: familyMakeupResponse, ...changeErrors },
    handler: async (request, reply) => {
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
  });
};
