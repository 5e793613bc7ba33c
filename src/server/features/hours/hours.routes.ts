/**
 * 운영 시간 (docs/decisions/066): the studio's week (staff read, the owner writes) and a
 * teacher's week with its exceptions (the teacher themself or the owner; another teacher is
 * told no such teacher exists). Each save replaces what it names, audited, in one transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXCEPTION_RANGE_DAYS } from '#shared/hours-rules.ts';
import { hoursNotices } from '#shared/messages/hours.ts';
import {
  accountHoursParams,
  studioHoursRequest,
  studioHoursResponse,
  teacherHoursRequest,
  teacherHoursResponse,
} from '#shared/schemas/hours.ts';
import { addDays, seoulDate } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import { inputErrors, recordErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { changeBy, requireUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { findTeacher } from '../auth/index.ts';
import { getStudioWeek, getTeacherWeek, saveStudioWeek, saveTeacherWeek } from './hours.queries.ts';

const NO_STORE = 'private, no-store';

export const hoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoutes = routesOf(app, 'hours', app.requireRole('teacher'));
  const ownerRoutes = routesOf(app, 'hours', app.requireRole('owner'));
  /** The account whose hours a request may touch: the owner any staff account's, a teacher only their own. */
  async function reachableTeacher(request: Parameters<typeof requireUser>[0], id: string) {
    const user = requireUser(request);
    const teacher = user.role === 'owner' || user.id === id ? await findTeacher(app.db, id) : null;
    if (!teacher) throw new AppError('hours.account_not_found', 404);
    return teacher;
  }

  staffRoutes.get('/api/hours', {
    summary:
      '학원 운영 시간 (직원; 요일마다 한 구간, 빠진 요일은 쉬는 날; custom: false면 아직 정하지 않아 매일 09:00–22:00)',
    response: { 200: studioHoursResponse, ...inputErrors },
    handler: async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      return getStudioWeek(app.db);
    },
  });

  ownerRoutes.put('/api/hours', {
    summary: '학원 운영 시간 저장 (원장; 요일마다 한 구간, 30분 단위; 빠진 요일은 쉬는 날)',
    body: studioHoursRequest,
    response: { 200: studioHoursResponse, ...inputErrors },
    handler: async (request) => {
      const { actor, now } = changeBy(request);
      const saved = await app.db.transaction().execute(async (trx) => {
        const week = await saveStudioWeek(trx, { weekly: request.body.weekly, actorId: actor.id, now });
        await recordAudit(
          trx,
          { actor, now },
          { action: 'hours.studio', target: '학원 운영 시간', detail: { weekly: week.weekly } },
        );
        return week;
      });
      return { ...saved, message: hoursNotices.studioSaved };
    },
  });

  staffRoutes.get('/api/accounts/:id/hours', {
    summary: '선생님의 수업 시간과 날짜별 예외 (본인 또는 원장; weekly: null이면 학원 운영 시간과 같음)',
    params: accountHoursParams,
    response: { 200: teacherHoursResponse, ...recordErrors },
    handler: async (request, reply) => {
      const teacher = await reachableTeacher(request, request.params.id);
      reply.header('cache-control', NO_STORE);
      return { accountId: teacher.id, name: teacher.name, ...(await getTeacherWeek(app.db, teacher.id)) };
    },
  });

  staffRoutes.put('/api/accounts/:id/hours', {
    summary: `선생님의 수업 시간 저장 (본인 또는 원장; 요일·예외를 통째로 바꿈; 예외는 오늘 앞뒤 ${EXCEPTION_RANGE_DAYS}일 안, 100개까지)`,
    params: accountHoursParams,
    body: teacherHoursRequest,
    response: { 200: teacherHoursResponse, ...recordErrors },
    handler: async (request) => {
      const teacher = await reachableTeacher(request, request.params.id);
      const { actor, now } = changeBy(request);
      const today = seoulDate(now);
      const { weekly, exceptions, familyMessages = false } = request.body;
      const earliest = addDays(today, -EXCEPTION_RANGE_DAYS);
      const latest = addDays(today, EXCEPTION_RANGE_DAYS);
      if (exceptions.some((exception) => exception.date < earliest || exception.date > latest)) {
        throw new AppError('hours.exception_out_of_range', 400);
      }
      const saved = await app.db.transaction().execute(async (trx) => {
        const week = await saveTeacherWeek(trx, {
          accountId: teacher.id,
          weekly,
          exceptions,
          familyMessages,
          actorId: actor.id,
          now,
        });
        await recordAudit(
          trx,
          { actor, now },
          {
            action: 'hours.teacher',
            target: `${teacher.name} 선생님`,
            detail: {
              teacherId: teacher.id,
              weekly: week.weekly,
              exceptions: week.exceptions.length,
              familyMessages,
            },
          },
        );
        return week;
      });
      return {
        accountId: teacher.id,
        name: teacher.name,
        ...saved,
        message: hoursNotices.teacherSaved(teacher.name),
      };
    },
  });
};
