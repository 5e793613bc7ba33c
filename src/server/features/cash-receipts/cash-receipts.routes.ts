/**
 * 현금영수증 through the API (docs/decisions/089): the number a family gave (on the student),
 * each student's receipts for the payments list, the staff's to-do and its marks, a receipt
 * asked for a smaller payment, and the family's copy. Staff reach their own students' (the
 * owner anyone's); a family only its students'.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashReceiptsNotices } from '#shared/messages/cash-receipts.ts';
import {
  cashReceiptNumberRequest,
  cashReceiptNumberResponse,
  cashReceiptResponse,
  cashReceiptsResponse,
  familyCashReceiptQuery,
  familyCashReceiptResponse,
  familyCashReceiptsResponse,
  familyReceiptNumberQuery,
  paymentIdParams,
  receiptIdParams,
  receiptNoRequest,
  studentIdParams,
} from '#shared/schemas/cash-receipts.ts';
import { AppError } from '../../app-error.ts';
import { changeErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { reachedTeacher } from '../../lib/teacher-scope.ts';
import { changeBy, requestActor, requireUser } from '../../plugins/auth.ts';
import { requireFamilySession } from '../family/index.ts';
import {
  askReceipt,
  familyReceipt,
  familyStudentReceipts,
  markCancelled,
  markIssued,
  receiptNumber,
  receiptTodo,
  setReceiptNumber,
  studentInScope,
  studentReceipts,
} from './cash-receipts.queries.ts';

const privateAnswer = 'private, no-store';

export const cashReceiptsRoutes: FastifyPluginAsyncZod<{ afterChange: () => void }> = async (
  app,
  { afterChange },
) => {
  const staff = app.requireRole('teacher');
  const staffRoutes = routesOf(app, 'cash-receipts', staff);
  const family = app.requireFamily();
  const familyRoutes = routesOf(app, 'cash-receipts', family);
  const scopeOf = (request: Parameters<typeof requireUser>[0]) => reachedTeacher(requireUser(request), {});

  staffRoutes.get('/api/cash-receipts/todo', {
    summary: '현금영수증 할 일: 홈택스에서 발급하거나 취소해야 하는 것 (기한 순)',
    response: { 200: cashReceiptsResponse, ...changeErrors },
    handler: async (request, reply) => {
      reply.header('cache-control', privateAnswer);
      return { receipts: await receiptTodo(app.db, scopeOf(request)) };
    },
  });

  staffRoutes.post('/api/cash-receipts/:id/issued', {
    summary: '홈택스에서 발급한 현금영수증의 승인번호를 적고 할 일에서 빼기',
    params: receiptIdParams,
    body: receiptNoRequest,
    response: { 200: cashReceiptResponse, ...changeErrors },
    handler: async (request) => {
      const receipt = await markIssued(app.db, {
        scope: scopeOf(request),
        id: request.params.id,
        receiptNo: request.body.receiptNo,
        ...changeBy(request),
      });
      return { message: cashReceiptsNotices.issued(receipt.studentName), receipt };
    },
  });

  staffRoutes.post('/api/cash-receipts/:id/cancelled', {
    summary: '환불된 결제의 현금영수증을 홈택스에서 취소했다고 표시',
    params: receiptIdParams,
    response: { 200: cashReceiptResponse, ...changeErrors },
    handler: async (request) => {
      const receipt = await markCancelled(app.db, {
        scope: scopeOf(request),
        id: request.params.id,
        ...changeBy(request),
      });
      return { message: cashReceiptsNotices.cancelled(receipt.studentName), receipt };
    },
  });

  staffRoutes.post('/api/cash-receipts/payments/:id', {
    summary: '가족이 요청한 현금영수증 (10만 원 미만의 현금·계좌이체 결제도)',
    params: paymentIdParams,
    response: {
      200: cashReceiptsResponse.extend({ message: cashReceiptResponse.shape.message }),
      ...changeErrors,
    },
    handler: async (request) => {
      const scope = scopeOf(request);
      await askReceipt(app.db, {
        scope,
        paymentId: request.params.id,
        ...changeBy(request),
      });
      afterChange();
      const receipts = await receiptTodo(app.db, scope);
      return {
        message: cashReceiptsNotices.requested,
        receipts: receipts.filter((receipt) => receipt.paymentId === request.params.id),
      };
    },
  });

  staffRoutes.get('/api/students/:id/cash-receipts', {
    summary: '학생의 현금영수증 (결제마다 상태와 승인번호)',
    params: studentIdParams,
    response: { 200: cashReceiptsResponse, ...changeErrors },
    handler: async (request, reply) => {
      const scope = scopeOf(request);
      await studentInScope(app.db, scope, request.params.id);
      reply.header('cache-control', privateAnswer);
      return { receipts: await studentReceipts(app.db, scope, request.params.id) };
    },
  });

  staffRoutes.get('/api/students/:id/cash-receipt-number', {
    summary: '가족이 알려 준 현금영수증 번호 (휴대폰 번호나 사업자등록번호, 용도)',
    params: studentIdParams,
    response: { 200: cashReceiptNumberResponse, ...changeErrors },
    handler: async (request, reply) => {
      await studentInScope(app.db, scopeOf(request), request.params.id);
      reply.header('cache-control', privateAnswer);
      return { number: await receiptNumber(app.db, request.params.id) };
    },
  });

  staffRoutes.put('/api/students/:id/cash-receipt-number', {
    summary: '현금영수증 번호 저장 (null이면 지움); 번호가 있으면 다음 현금·계좌이체 결제부터 자동 발급',
    params: studentIdParams,
    body: cashReceiptNumberRequest,
    response: { 200: cashReceiptNumberResponse, ...changeErrors },
    handler: async (request) => {
      const student = await studentInScope(app.db, scopeOf(request), request.params.id);
      return saveNumber({
        studentId: request.params.id,
        studentName: student.name,
        value: request.body,
        actor: requestActor(request),
      });
    },
  });

  /** Saves or clears a student's number, from the staff's page or the family's. */
  async function saveNumber(input: Omit<Parameters<typeof setReceiptNumber>[1], 'now'>) {
    await setReceiptNumber(app.db, { ...input, now: app.clock.now() });
    // A receipt waiting for this number may go now.
    afterChange();
    return {
      message: input.value ? cashReceiptsNotices.numberSaved : cashReceiptsNotices.numberCleared,
      number: input.value,
    };
  }

  /** One of the family's own students, or 404 as for a student that is not there. */
  async function familyStudent(request: Parameters<typeof requireFamilySession>[0], studentId: number) {
    if (!requireFamilySession(request).studentIds.includes(studentId)) {
      throw new AppError('cashReceipts.student_not_found', 404);
    }
    return studentInScope(app.db, null, studentId);
  }

  familyRoutes.get('/api/family/cash-receipt-number', {
    summary: '가족 페이지: 우리 학생의 현금영수증 번호 (휴대폰 번호나 사업자등록번호, 용도)',
    querystring: familyReceiptNumberQuery,
    response: { 200: cashReceiptNumberResponse, ...changeErrors },
    handler: async (request, reply) => {
      await familyStudent(request, request.query.studentId);
      reply.header('cache-control', privateAnswer);
      return { number: await receiptNumber(app.db, request.query.studentId) };
    },
  });

  familyRoutes.put('/api/family/cash-receipt-number', {
    summary:
      '가족 페이지: 현금영수증 번호 저장 (소득공제는 휴대폰 번호, 지출증빙은 사업자등록번호; null이면 지움); 직원의 저장과 같은 확인',
    querystring: familyReceiptNumberQuery,
    // The staff's schema: one sanitiser for both routes to the number.
    body: cashReceiptNumberRequest,
    response: { 200: cashReceiptNumberResponse, ...changeErrors },
    handler: async (request) => {
      const session = requireFamilySession(request);
      const student = await familyStudent(request, request.query.studentId);
      return saveNumber({
        studentId: request.query.studentId,
        studentName: student.name,
        value: request.body,
        actor: { id: `family:${session.id}`, name: '가족' },
      });
    },
  });

  familyRoutes.get('/api/family/cash-receipt-list', {
    summary: '가족 페이지: 우리 학생 결제마다의 현금영수증 (상태, 승인번호, 기한, 발급 실패 사유)',
    querystring: familyReceiptNumberQuery,
    response: { 200: familyCashReceiptsResponse, ...changeErrors },
    handler: async (request, reply) => {
      await familyStudent(request, request.query.studentId);
      reply.header('cache-control', privateAnswer);
      return { receipts: await familyStudentReceipts(app.db, request.query.studentId) };
    },
  });

  familyRoutes.get('/api/family/cash-receipts', {
    summary: '가족 페이지: 우리 학생 결제 한 건의 현금영수증 (상태와 승인번호)',
    querystring: familyCashReceiptQuery,
    response: { 200: familyCashReceiptResponse, ...changeErrors },
    handler: async (request, reply) => {
      reply.header('cache-control', privateAnswer);
      return {
        receipt: await familyReceipt(
          app.db,
          requireFamilySession(request).studentIds,
          request.query.paymentId,
        ),
      };
    },
  });
};
