/**
 * Students (spec §7 `/api/member…`): list, register, detail, edit, archive, and packages running
 * out (decision 037): the list the students page warns with, and the owner's two decisions on an
 * expired package — extend it, or let its unused lessons lapse. Lessons and payments have routes
 * of their own beside this file. Every route needs a teacher or the owner; the teacher comes
 * from the session.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentsNotices } from '#shared/messages/students.ts';
import {
  expiringResponse,
  extendPackageRequest,
  packageDecisionResponse,
  packageParams,
} from '#shared/schemas/calendar.ts';
import { idParams } from '#shared/schemas/common.ts';
import {
  archivedStudentListResponse,
  createStudentRequest,
  creditCountsResponse,
  messageWithStudent,
  messageWithStudentDetail,
  scopeQuery,
  studentDetailResponse,
  studentListQuery,
  studentListResponse,
  studentNameParams,
  updateStudentRequest,
} from '#shared/schemas/students.ts';
import { seoulDate } from '#shared/time.ts';
import { changeErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { changeBy, requireUser } from '../../plugins/auth.ts';
import type { StudentsRoutesOptions } from './collaborators.ts';
import { countUsableCredits, listCredits } from './credits.queries.ts';
import { findUndoable } from './lessons.queries.ts';
import { lessonsRoutes } from './lessons.routes.ts';
import { extendPackage, lapsePackage, listExpiringPackages, listPackages } from './packages.queries.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { actionScope, listScope } from './scope.ts';
import {
  archiveStudent,
  createStudent,
  getStudentWithMemo,
  listArchivedStudents,
  restoreStudent,
  searchStudents,
  updateStudent,
} from './students.queries.ts';

export const studentsRoutes: FastifyPluginAsyncZod<StudentsRoutesOptions> = async (app, options) => {
  const staffRoutes = routesOf(app, 'students', app.requireRole('teacher'));
  const ownerRoutes = routesOf(app, 'students', app.requireRole('owner'));

  staffRoutes.get('/api/member', {
    summary:
      '학생 목록 (이름 가나다순; 원장은 teacherId로 선생님을 고르거나 전체; q로 이름·전화번호·초성 검색)',
    querystring: studentListQuery,
    response: { 200: studentListResponse, ...changeErrors },
    handler: async (request) => {
      const { q, ...scope } = request.query;
      return searchStudents(app.db, listScope(request, scope), q);
    },
  });

  staffRoutes.get('/api/member/archived', {
    summary:
      '삭제한 학생 목록 (최근 삭제한 학생부터; 선생님은 자기 학생만, 원장은 teacherId로 고르거나 전체)',
    querystring: scopeQuery,
    response: { 200: archivedStudentListResponse, ...changeErrors },
    handler: async (request) => listArchivedStudents(app.db, listScope(request, request.query)),
  });

  staffRoutes.post('/api/member/:id/restore', {
    summary:
      '삭제한 학생 복원 (학생 번호로; 선생님은 자기 학생만, 원장은 누구든; 같은 이름의 학생이 있으면 409)',
    params: idParams,
    response: { 200: messageWithStudent, ...changeErrors },
    handler: async (request) => {
      const user = requireUser(request);
      const restored = await restoreStudent(app.db, app.dialect, {
        studentId: request.params.id,
        teacherId: user.role === 'owner' ? null : user.id,
        ...changeBy(request),
      });
      return { message: studentsNotices.restored(restored.name), student: restored };
    },
  });

  staffRoutes.get('/api/member/credit-counts', {
    summary: '학생마다 오늘 쓸 수 있는 보강권 수 (보강 넣기 전에; 원장은 teacherId로 고르거나 전체)',
    querystring: scopeQuery,
    response: { 200: creditCountsResponse, ...changeErrors },
    handler: async (request) =>
      countUsableCredits(app.db, listScope(request, request.query), seoulDate(app.clock.now())),
  });

  // The spec's client posts to `/api/member/`; both spellings register.
  for (const url of ['/api/member', '/api/member/']) {
    staffRoutes.post(url, {
      summary: '학생 등록 (lesson: 처음 남은 레슨 수, 선택; 악기·수준·메모·수강료 선택)',
      querystring: scopeQuery,
      body: createStudentRequest,
      response: { 201: messageWithStudent, ...changeErrors },
      hide: url.endsWith('/'),
      handler: async (request, reply) => {
        const { name, phone, lesson, userId, instrument, level, memo, fee } = request.body;
        const teacherId = actionScope(request, request.query, { userId });
        const created = await createStudent(app.db, {
          teacherId,
          name,
          phone,
          lesson,
          instrument: instrument ?? null,
          level: level ?? null,
          memo: memo ?? null,
          fee: fee ?? null,
          ...changeBy(request),
        });
        return reply.code(201).send({ message: studentsNotices.created(created.name), student: created });
      },
    });
  }

  staffRoutes.get('/api/member/detail/:name', {
    summary:
      '학생 한 명 (전화번호, 등록일, 남은 레슨; 음수면 미수; 악기·수준·수강료와 선생님 메모; undoable: 오늘 기록 취소가 되돌릴 기록)',
    params: studentNameParams,
    querystring: scopeQuery,
    response: { 200: studentDetailResponse, ...changeErrors },
    handler: async (request) => {
      const student = await getStudentWithMemo(
        app.db,
        actionScope(request, request.query),
        request.params.name,
      );
      const today = seoulDate(app.clock.now());
      const [undoable, credits, packages] = await Promise.all([
        findUndoable(app.db, student, today),
        listCredits(app.db, student.id, today),
        listPackages(app.db, student, today),
      ]);
      return { ...student, undoable, credits, packages };
    },
  });

  staffRoutes.patch('/api/member/:name', {
    summary: '학생 정보 수정 (보낸 항목만: 이름, 전화번호, 악기, 수준, 메모, 수강료; null이면 지움)',
    params: studentNameParams,
    querystring: scopeQuery,
    body: updateStudentRequest,
    response: { 200: messageWithStudentDetail, ...changeErrors },
    handler: async (request) => {
      const { name: newName, phone, instrument, level, memo, fee } = request.body;
      const updated = await updateStudent(app.db, app.dialect, {
        teacherId: actionScope(request, request.query),
        name: request.params.name,
        newName,
        phone,
        instrument,
        level,
        memo,
        fee,
        ...changeBy(request),
      });
      return { message: studentsNotices.updated(updated.name), student: updated };
    },
  });

  staffRoutes.delete('/api/member/:name', {
    summary: '학생 삭제 (보관: 목록에서 숨기고 레슨·결제 기록은 남김)',
    params: studentNameParams,
    querystring: scopeQuery,
    response: { 200: messageWithStudent, ...changeErrors },
    handler: async (request) => {
      const archived = await archiveStudent(app.db, app.dialect, {
        teacherId: actionScope(request, request.query),
        name: request.params.name,
        ...changeBy(request),
      });
      return { message: studentsNotices.archived(archived.name), student: archived };
    },
  });

  await app.register(lessonsRoutes, options);
  await app.register(paymentsRoutes, options);

  staffRoutes.get('/api/member/expiring', {
    summary:
      '7일 안에 유효기간이 끝나거나 이미 지난, 남은 레슨이 있는 결제 (원장은 teacherId로 고르거나 전체)',
    querystring: scopeQuery,
    response: { 200: expiringResponse, ...changeErrors },
    handler: async (request) =>
      listExpiringPackages(app.db, listScope(request, request.query), seoulDate(app.clock.now())),
  });

  ownerRoutes.post('/api/member/packages/:id/extend', {
    summary: '결제 레슨의 유효기간 연장 (원장; days: 1–365일)',
    params: packageParams,
    body: extendPackageRequest,
    response: { 200: packageDecisionResponse, ...changeErrors },
    handler: async (request) => {
      const done = await extendPackage(app.db, app.dialect, {
        paymentId: request.params.id,
        days: request.body.days,
        ...changeBy(request),
      });
      return {
        message: studentsNotices.packageExtended(done.student.name, done.package.expiresOn ?? ''),
        package: done.package,
        lesson: done.student.lesson,
      };
    },
  });

  ownerRoutes.post('/api/member/packages/:id/lapse', {
    summary: '유효기간이 지난 결제의 남은 레슨 소멸 (원장의 확인; 원장부에 사유와 함께 남음)',
    params: packageParams,
    response: { 200: packageDecisionResponse, ...changeErrors },
    handler: async (request) => {
      const done = await lapsePackage(app.db, app.dialect, {
        paymentId: request.params.id,
        ...changeBy(request),
      });
      return {
        message: studentsNotices.packageLapsed(done.student.name, done.lapsed, done.student.lesson),
        package: done.package,
        lesson: done.student.lesson,
      };
    },
  });
};
