/**
 * Payments (spec §7): `PUT /api/member/charge/:name` adds lessons and records the payment in
 * one call; the refund (with a dry run that only shows the working), the student's payment
 * list and one payment's receipt. Refunds and voids left 환불 중 (docs/decisions/093, 099):
 * staff see them (the home page's to-do, the student's payments) and may ask Toss again now
 * rather than wait for the nightly retry; a teacher reaches their own students' (the owner
 * everyone's).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentsNotices } from '#shared/messages/students.ts';
import { payDayProblem } from '#shared/record-windows.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import {
  cancelIdParams,
  cancelRetryResponse,
  openCancelsQuery,
  openCancelsResponse,
} from '#shared/schemas/payment-cancels.ts';
import {
  chargeRequest,
  chargeResponse,
  paymentIdParams,
  paymentListResponse,
  type RefundResponse,
  receiptResponse,
  refundRequest,
  refundResponse,
  scopeQuery,
  studentNameParams,
  voidPaymentRequest,
  voidPaymentResponse,
} from '#shared/schemas/students.ts';
import { needsCashReceiptReminder } from '#shared/student-rules.ts';
import { seoulDate } from '#shared/time.ts';
import { AppError } from '../../app-error.ts';
import { changeErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { changeBy, requestActor, requireUser } from '../../plugins/auth.ts';
import type { StudentsRoutesOptions } from './collaborators.ts';
import { voidPayment } from './payment-void.queries.ts';
import {
  chargeStudent,
  findPayment,
  listStudentPayments,
  receiptStudio,
  refundLatestPackage,
} from './payments.queries.ts';
import { openProviderCancels, retryProviderCancel } from './provider-cancels.ts';
import { actionScope, listScope } from './scope.ts';
import { getCurrentStudent } from './students.queries.ts';

/** What a refund did, in words: the money paid back, and whether the lessons went with it. */
function refundMessage(result: Omit<RefundResponse, 'message'>): string | null {
  if (result.dryRun) return null;
  const { name } = result.student;
  if (!result.payment) return studentsNotices.lessonsCleared(name, result.calculation.unused);
  const paid = -result.payment.pay;
  return result.payment.lesson === 0 && result.calculation.unused > 0
    ? studentsNotices.refundedKeeping(name, paid)
    : studentsNotices.refunded(name, paid);
}

export const paymentsRoutes: FastifyPluginAsyncZod<
  Pick<StudentsRoutesOptions, 'notices' | 'provider'>
> = async (app, { notices, provider }) => {
  const staff = app.requireRole('teacher');
  const staffRoutes = routesOf(app, 'students', staff);
  const cancelRoutes = routesOf(app, 'payments', staff);

  staffRoutes.put('/api/member/charge/:name', {
    summary:
      '결제 등록 (pay: 금액, lesson: 횟수, method: 카드·계좌이체·현금, receiptNo: 현금영수증 번호, date: 결제일, 생략 시 오늘, 60일 전까지); 미수가 있으면 먼저 채움 (payment.coversOwed)',
    params: studentNameParams,
    querystring: scopeQuery,
    body: chargeRequest,
    response: { 200: chargeResponse, ...changeErrors },
    handler: async (request) => {
      const { pay, lesson, method, receiptNo, validDays, date } = request.body;
      const now = app.clock.now();
      const today = seoulDate(now);
      const payDay = date ?? today;
      const problem = payDayProblem(payDay, today);
      if (problem) throw new AppError(problem, 400);
      const charged = await chargeStudent(app.db, app.dialect, {
        teacherId: actionScope(request, request.query),
        name: request.params.name,
        pay,
        lesson,
        method,
        receiptNo: receiptNo ?? null,
        validDays: validDays ?? null,
        payDay,
        actor: requestActor(request),
        now,
        notices,
      });
      return {
        message: studentsNotices.charged(
          charged.student.name,
          pay,
          lesson,
          charged.payment.coversOwed,
          charged.student.lesson,
        ),
        cashReceiptReminder: needsCashReceiptReminder(method, pay) ? studentsNotices.cashReceipt : null,
        ...charged,
      };
    },
  });

  staffRoutes.post('/api/member/refund/:name', {
    summary:
      '최근 결제 환불; dryRun: true면 법정 환불액 계산 (학원법 시행령 별표 4)만 보여 줌; amount: 다른 금액 (결제 금액까지, 다르면 reason 필수); clearLessons: 남은 레슨도 정리 (생략하면 환불 금액이 0원보다 클 때만)',
    params: studentNameParams,
    querystring: scopeQuery,
    body: refundRequest,
    response: { 200: refundResponse, ...changeErrors, 502: errorResponse },
    handler: async (request) => {
      const { dryRun, amount, reason, clearLessons } = request.body;
      const result = await refundLatestPackage(app.db, app.dialect, {
        teacherId: actionScope(request, request.query),
        name: request.params.name,
        dryRun,
        amount,
        reason: reason || null,
        clearLessons,
        ...changeBy(request),
        provider,
      });
      return { message: refundMessage(result), ...result };
    },
  });

  staffRoutes.get('/api/payList/detail/:name', {
    summary: '학생의 결제·환불 기록 (최근 순)',
    params: studentNameParams,
    querystring: scopeQuery,
    response: { 200: paymentListResponse, ...changeErrors },
    handler: async (request) => {
      const student = await getCurrentStudent(
        app.db,
        actionScope(request, request.query),
        request.params.name,
      );
      return listStudentPayments(app.db, student.id, student.name);
    },
  });

  staffRoutes.get('/api/payList/receipt/:id', {
    summary: '영수증 한 장 (학원 이름·사업자등록번호·주소와 결제 내용)',
    params: paymentIdParams,
    querystring: scopeQuery,
    response: { 200: receiptResponse, ...changeErrors },
    handler: async (request) => {
      const scope = listScope(request, request.query);
      const found = await findPayment(app.db, request.params.id);
      if (!found || (scope !== null && found.teacherId !== scope)) {
        throw new AppError('students.payment_not_found', 404);
      }
      return { studio: await receiptStudio(app.db), studentName: found.record.name, payment: found.record };
    },
  });

  staffRoutes.post('/api/payList/:id/void', {
    summary:
      '잘못 입력한 결제 취소 (환불 아님): 매출·통계·CSV에서 빠지고 기록에는 취소됨으로 남으며 그 레슨 수를 뺌; 레슨을 이미 썼으면 409 (환불로 처리); 선생님은 결제한 날, 원장은 30일 안',
    params: paymentIdParams,
    querystring: scopeQuery,
    body: voidPaymentRequest,
    response: { 200: voidPaymentResponse, ...changeErrors, 502: errorResponse },
    handler: async (request) => {
      const result = await voidPayment(app.db, app.dialect, {
        paymentId: request.params.id,
        scope: listScope(request, request.query),
        role: requireUser(request).role,
        reason: request.body.reason,
        ...changeBy(request),
        provider,
      });
      const { payment, student } = result;
      return {
        message: studentsNotices.voided(student.name, payment.pay, payment.lesson, student.lesson),
        ...result,
      };
    },
  });

  cancelRoutes.get('/api/payment-cancels', {
    summary: '토스페이먼츠에서 환불 중으로 남은 환불·결제 취소 (오래된 순)',
    querystring: openCancelsQuery,
    response: { 200: openCancelsResponse, ...changeErrors },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { cancels: await openProviderCancels(app.db, listScope(request), request.query.studentId) };
    },
  });

  cancelRoutes.post('/api/payment-cancels/:id/retry', {
    summary: '환불 중인 환불·결제 취소를 토스페이먼츠에 지금 다시 요청 (같은 멱등 키, 한 번만 기록)',
    params: cancelIdParams,
    response: { 200: cancelRetryResponse, ...changeErrors, 502: errorResponse },
    handler: async (request) => {
      const done = await retryProviderCancel(app.db, app.dialect, provider, {
        id: request.params.id,
        scope: listScope(request),
        now: () => app.clock.now(),
      });
      return { message: studentsNotices.cancelFinished(done.studentName) };
    },
  });
};
