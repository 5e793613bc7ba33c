/**
 * The student page's 가족 연결 (teacher; the owner with teacherId for anyone's student): the
 * family sessions that see a student and its open links, ending one or all (연결 해제), and
 * the late absences to record as 당일취소, waive as 사전취소, or dismiss.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { familyNotices } from '#shared/messages/family.ts';
import {
  absenceRequestsResponse,
  familyAbsenceParams,
  familyConnectionsResponse,
  familyEndAllResponse,
  familyMessageResponse,
  familySessionParams,
} from '#shared/schemas/family.ts';
import { scopeQuery, studentNameParams } from '#shared/schemas/students.ts';
import { seoulDate } from '#shared/time.ts';
import { changeErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import type { TeacherFilter } from '../../lib/teacher-scope.ts';
import { changeBy } from '../../plugins/auth.ts';
import { listContacts } from '../messages/index.ts';
import { actionScope, getCurrentStudent, listScope } from '../students/index.ts';
import { decideAbsence, listAbsenceRequests, listAbsences } from './family-absences.queries.ts';
import {
  countOpenLinks,
  endAllFamilySessions,
  endFamilySession,
  listFamilySessions,
} from './family-connections.queries.ts';

const absenceDecisionParams = studentNameParams.merge(familyAbsenceParams);
const absenceDecisionBody = z.object({
  accept: z.boolean().meta({ description: 'true: 기록 (as, 기본은 당일취소), false: 기록하지 않고 닫기' }),
  as: z
    .enum(['당일취소', '사전취소'])
    .optional()
    .meta({ description: '기록할 상태: 당일취소(1회 차감) 또는 사전취소로 인정(차감 없음, 보강권 없음)' }),
});

export const familyConnectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoutes = routesOf(app, 'family', app.requireRole('teacher'));
  const studentOf = (request: FastifyRequest, params: { name: string }, query: TeacherFilter) =>
    getCurrentStudent(app.db, actionScope(request, query), params.name);
  /** The phones of the student's contacts: a code signed in with one sees the student. */
  const phonesOf = async (studentId: number) =>
    (await listContacts(app.db, studentId)).map((contact) => contact.phone);

  staffRoutes.get('/api/member/absence-requests', {
    summary: '선생님 확인을 기다리는 늦은 결석 신청 (원장은 teacherId로 고르거나 전체)',
    querystring: scopeQuery,
    response: { 200: absenceRequestsResponse, ...changeErrors },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listAbsenceRequests(app.db, listScope(request, request.query));
    },
  });

  staffRoutes.get('/api/member/:name/family', {
    summary: '학생의 가족 연결: 로그인한 가족 기기, 아직 열지 않은 링크 수, 결석 신청',
    params: studentNameParams,
    querystring: scopeQuery,
    response: { 200: familyConnectionsResponse, ...changeErrors },
    handler: async (request) => {
      const student = await studentOf(request, request.params, request.query);
      const now = app.clock.now();
      const [sessions, openLinks, absences] = await Promise.all([
        listFamilySessions(app.db, student.id, await phonesOf(student.id)),
        countOpenLinks(app.db, student.id, now),
        listAbsences(app.db, student.id, seoulDate(now)),
      ]);
      return { sessions, openLinks, absences };
    },
  });

  staffRoutes.delete('/api/member/:name/family/sessions/:id', {
    summary: '가족 연결 하나 해제 (그 기기는 다시 링크를 받아야 함)',
    params: familySessionParams,
    querystring: scopeQuery,
    response: { 200: familyMessageResponse, ...changeErrors },
    handler: async (request) => {
      const student = await studentOf(request, request.params, request.query);
      await endFamilySession(app.db, {
        student,
        phones: await phonesOf(student.id),
        sessionId: request.params.id,
        ...changeBy(request),
      });
      return { message: familyNotices.sessionEnded };
    },
  });

  staffRoutes.delete('/api/member/:name/family', {
    summary: '가족 연결 모두 해제: 로그인한 기기 모두, 아직 열지 않은 링크도',
    params: studentNameParams,
    querystring: scopeQuery,
    response: { 200: familyEndAllResponse, ...changeErrors },
    handler: async (request) => {
      const student = await studentOf(request, request.params, request.query);
      const ended = await endAllFamilySessions(app.db, {
        student,
        phones: await phonesOf(student.id),
        ...changeBy(request),
      });
      return { message: familyNotices.sessionsEnded(ended), ended };
    },
  });

  staffRoutes.post('/api/member/:name/family/absences/:id', {
    summary:
      '늦은 결석 신청 처리: accept true면 기록(당일취소는 1회 차감, as 사전취소는 차감 없이 인정), false면 닫기',
    params: absenceDecisionParams,
    querystring: scopeQuery,
    body: absenceDecisionBody,
    response: { 200: familyMessageResponse, ...changeErrors },
    handler: async (request) => {
      const student = await studentOf(request, request.params, request.query);
      const record = request.body.accept ? (request.body.as ?? '당일취소') : null;
      await decideAbsence(app.db, app.dialect, {
        student,
        absenceId: request.params.id,
        record,
        ...changeBy(request),
      });
      return {
        message:
          record === '당일취소'
            ? familyNotices.absenceAccepted(student.name)
            : record === '사전취소'
              ? familyNotices.absenceWaived(student.name)
              : familyNotices.absenceDismissed(student.name),
      };
    },
  });
};
