/**
 * 청구서 through the API (docs/decisions/084). Staff make, list, cancel and mark the bills of
 * their own students (the owner anyone's); a family reads its students' bills; anyone with a
 * pay link reads that one bill, and nothing else. Every way to a bill goes through one scope
 * (the staff's teacher, the family's students, or the link's token) in invoices.queries.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoicesNotices } from '#shared/messages/invoices.ts';
import { payDayProblem } from '#shared/record-windows.ts';
import {
  familyInvoicesResponse,
  INVOICE_DUE_MAX_DAYS,
  invoiceBatchRequest,
  invoiceBatchResponse,
  invoiceCreatedResponse,
  invoiceListQuery,
  invoiceListResponse,
  invoicePaidRequest,
  invoiceParams,
  invoiceResponse,
  newInvoiceRequest,
  payLinkResponse,
  paymentSettings,
  paymentSettingsResponse,
  payPageResponse,
  payTokenParams,
} from '#shared/schemas/invoices.ts';
import { addDays, seoulDate } from '#shared/time.ts';
import { formatWon } from '#shared/won.ts';
import { AppError } from '../../app-error.ts';
import type { Config } from '../../config.ts';
import { changeErrors } from '../../lib/error-responses.ts';
import { routesOf } from '../../lib/route-docs.ts';
import { requireSiteAddress } from '../../lib/site-address.ts';
import { reachedTeacher, type TeacherFilter } from '../../lib/teacher-scope.ts';
import { changeBy, requireUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { requireFamilySession } from '../family/index.ts';
import { getStudioSettings } from '../site/index.ts';
import type { StudentNotices } from '../students/index.ts';
import {
  cancelInvoice,
  createInvoice,
  createMonthInvoices,
  familyInvoices,
  getTransferAccount,
  invoiceByToken,
  listInvoices,
  markInvoicePaid,
  renewPayLink,
  type Scope,
  setTransferAccount,
} from './invoices.queries.ts';
import { tossRoutes } from './toss.routes.ts';
import type { TossConnection } from './toss-connection.ts';
import { saveTossKeys, tossKeys, tossKeysAnswer } from './toss-keys.ts';
import { openOrder } from './toss-orders.ts';

export interface InvoicesRoutesOptions {
  config: Pick<Config, 'publicUrl' | 'host' | 'port' | 'toss'>;
  notices: Pick<StudentNotices, 'payment'>;
  toss: TossConnection;
}

const privateAnswer = 'private, no-store';

/** A due date from today up to 90 days ahead; else 400. */
function checkDueDate(dueDate: string, today: string): void {
  if (dueDate < today) throw new AppError('invoices.due_past', 400);
  if (dueDate > addDays(today, INVOICE_DUE_MAX_DAYS)) throw new AppError('invoices.due_too_far', 400);
}

export const invoicesRoutes: FastifyPluginAsyncZod<InvoicesRoutesOptions> = async (
  app,
  { config, notices, toss },
) => {
  const openRoutes = routesOf(app, 'invoices');
  const staffRoutes = routesOf(app, 'invoices', app.requireRole('teacher'));
  const ownerRoutes = routesOf(app, 'invoices', app.requireRole('owner'));
  const family = app.requireFamily();
  const familyRoutes = routesOf(app, 'invoices', family);
  const payLink = (token: string) => `${requireSiteAddress(config)}/pay/${token}`;
  const scopeOf = (request: Parameters<typeof requireUser>[0], filter: TeacherFilter = {}): Scope =>
    reachedTeacher(requireUser(request), filter);
  const today = () => seoulDate(app.clock.now());
  // Toss's secret key is sealed like the senders' secrets.
  const box = app.settingsBox;
  await app.register(tossRoutes, { client: toss.client, box, notices });
  /**
   * What making bills needs, once their due date is checked, and the links' address too:
   * checked before anything is written, since a bill without a link helps no one.
   */
  const billing = (request: FastifyRequest, dueDate: string) => {
    checkDueDate(dueDate, today());
    requireSiteAddress(config);
    return { scope: scopeOf(request), ...changeBy(request), today: today(), link: payLink };
  };

  staffRoutes.post('/api/invoices', {
    summary:
      '청구서 만들기 (학생 번호, 금액, 결제되면 더할 횟수, 납부 기한, 메모); 가족에게 보낼 결제 링크를 한 번 돌려줌',
    body: newInvoiceRequest,
    response: { 201: invoiceCreatedResponse, ...changeErrors },
    handler: async (request, reply) => {
      const bills = billing(request, request.body.dueDate);
      const { invoice, token } = await createInvoice(app.db, { ...bills, ...request.body });
      reply.code(201);
      return {
        message: invoicesNotices.created(invoice.studentName, formatWon(invoice.amount)),
        id: invoice.id,
        url: payLink(token),
        invoice,
      };
    },
  });

  staffRoutes.post('/api/invoices/batch', {
    summary:
      '이달 청구서 한 번에: 남은 레슨이 1회 이하이거나 수강권 기한이 그 달에 끝나는 학생마다 (학생별 수강료, 없으면 최근 결제대로); 같은 달 청구서가 있으면 건너뜀',
    body: invoiceBatchRequest,
    response: { 200: invoiceBatchResponse, ...changeErrors },
    handler: async (request) => {
      const dueDate = request.body.dueDate ?? addDays(today(), 7);
      const bills = billing(request, dueDate);
      const { made, skipped } = await createMonthInvoices(app.db, {
        ...bills,
        month: request.body.month,
        dueDate,
      });
      return {
        message: invoicesNotices.batch(made.length, skipped.length),
        made: made.map(({ invoice, studentName, token }) => ({
          id: invoice.id,
          studentName,
          url: payLink(token),
        })),
        skipped,
      };
    },
  });

  staffRoutes.get('/api/invoices', {
    summary:
      '청구서 목록 (status: 대기·결제 완료·취소, month: 납부 기한의 달); openTotal은 목록 중 미납 합계',
    querystring: invoiceListQuery,
    response: { 200: invoiceListResponse, ...changeErrors },
    handler: async (request, reply) => {
      reply.header('cache-control', privateAnswer);
      return listInvoices(app.db, {
        scope: scopeOf(request, request.query),
        status: request.query.status,
        month: request.query.month,
        today: today(),
      });
    },
  });

  staffRoutes.post('/api/invoices/:id/cancel', {
    summary: '대기 중인 청구서 취소 (결제 링크도 더는 결제되지 않음)',
    params: invoiceParams,
    response: { 200: invoiceResponse, ...changeErrors },
    handler: async (request) => {
      const invoice = await cancelInvoice(app.db, {
        scope: scopeOf(request),
        id: request.params.id,
        ...changeBy(request),
        today: today(),
      });
      return { message: invoicesNotices.cancelled(invoice.studentName), invoice };
    },
  });

  staffRoutes.post('/api/invoices/:id/link', {
    summary: '대기 중인 청구서의 결제 링크를 새로 만들기 (예전 링크는 더는 열리지 않음)',
    params: invoiceParams,
    response: { 200: payLinkResponse, ...changeErrors },
    handler: async (request) => {
      requireSiteAddress(config);
      const { invoice, token } = await renewPayLink(app.db, {
        scope: scopeOf(request),
        id: request.params.id,
        today: today(),
      });
      return { message: invoicesNotices.linkRenewed(invoice.studentName), url: payLink(token) };
    },
  });

  staffRoutes.post('/api/invoices/:id/paid', {
    summary:
      '다른 방법으로 받은 청구서를 결제 완료로 (학원 계좌 이체, 현금 등): 결제가 기록되고 레슨 횟수와 영수증이 따라옴',
    params: invoiceParams,
    body: invoicePaidRequest,
    response: { 200: invoiceResponse, ...changeErrors },
    handler: async (request) => {
      const payDay = request.body.date ?? today();
      const problem = payDayProblem(payDay, today());
      if (problem) throw new AppError(problem, 400);
      const invoice = await markInvoicePaid(app.db, app.dialect, {
        scope: scopeOf(request),
        id: request.params.id,
        method: request.body.method,
        payDay,
        ...changeBy(request),
        today: today(),
        notices,
      });
      return { message: invoicesNotices.paid(invoice.studentName, formatWon(invoice.amount)), invoice };
    },
  });

  familyRoutes.get('/api/family/invoices', {
    summary: '가족 페이지: 우리 학생들의 청구서 (취소된 것 빼고)',
    response: { 200: familyInvoicesResponse, ...changeErrors },
    handler: async (request, reply) => {
      reply.header('cache-control', privateAnswer);
      return { invoices: await familyInvoices(app.db, requireFamilySession(request).studentIds, today()) };
    },
  });

  familyRoutes.post('/api/family/invoices/:id/link', {
    summary:
      '가족 페이지: 우리 학생의 대기 중인 청구서에 결제 링크를 새로 받기 (예전 링크는 더는 열리지 않음)',
    params: invoiceParams,
    response: { 200: payLinkResponse, ...changeErrors },
    handler: async (request, reply) => {
      requireSiteAddress(config);
      const { token } = await renewPayLink(app.db, {
        scope: null,
        id: request.params.id,
        today: today(),
        studentIds: requireFamilySession(request).studentIds,
      });
      reply.header('cache-control', privateAnswer);
      return { message: invoicesNotices.familyLink, url: payLink(token) };
    },
  });

  openRoutes.get('/api/pay/:token', {
    summary: '결제 링크가 여는 청구서 하나 (로그인 없이; 링크를 가진 사람만)',
    params: payTokenParams,
    response: { 200: payPageResponse, ...changeErrors },
    handler: async (request, reply) => {
      const invoice = await invoiceByToken(app.db, request.params.token, today());
      const [{ studio }, account, keys] = await Promise.all([
        getStudioSettings(app.db),
        getTransferAccount(app.db),
        tossKeys(app.db, box),
      ]);
      // The order is written before the window opens: the return is checked against it. A bill of
      // no lessons (made before bills asked for one) opens none: its payment could not be recorded.
      const order =
        keys && invoice.status === '대기' && invoice.lessons > 0
          ? await openOrder(app.db, invoice, app.clock.now())
          : null;
      // The link is a credential: no cache may keep what it opened, and no referrer carries it on.
      reply.header('cache-control', privateAnswer).header('referrer-policy', 'no-referrer');
      return {
        invoice: {
          studio: studio.name,
          studentName: invoice.studentName,
          amount: invoice.amount,
          lessons: invoice.lessons,
          note: invoice.note,
          dueDate: invoice.dueDate,
          status: invoice.status,
        },
        transfer: account && invoice.status === '대기' ? { account } : null,
        orderId: order?.orderId ?? null,
        amount: order?.amount ?? invoice.amount,
        clientKey: order && keys ? keys.clientKey : null,
        scriptUrl: order ? config.toss.scriptUrl : null,
      };
    },
  });

  ownerRoutes.get('/api/settings/payments', {
    summary: '결제 설정 (계좌이체 받을 계좌, 토스페이먼츠 키; 시크릿 키는 설정 여부만)',
    response: { 200: paymentSettingsResponse, ...changeErrors },
    handler: async (_request, reply) => {
      reply.header('cache-control', privateAnswer);
      return { transferAccount: await getTransferAccount(app.db), ...(await tossKeysAnswer(app.db, box)) };
    },
  });

  ownerRoutes.put('/api/settings/payments', {
    summary:
      '결제 설정 바꾸기 (계좌이체 받을 계좌: 비우면 결제 페이지에 안 보임; 토스페이먼츠 클라이언트·시크릿 키, 또는 testKeys로 테스트 키)',
    body: paymentSettings,
    response: { 200: paymentSettingsResponse, ...changeErrors },
    handler: async (request) => {
      const { actor, now } = changeBy(request);
      await app.db.transaction().execute(async (trx) => {
        await setTransferAccount(trx, request.body.transferAccount, actor.id, now);
        await saveTossKeys(trx, box, request.body);
        await recordAudit(
          trx,
          { actor, now },
          {
            action: 'invoice.settings',
            target: 'payments', // Which keys changed, never what they are.
            detail: {
              clientKey: request.body.clientKey !== undefined,
              secretKey: Boolean(request.body.secretKey),
              testKeys: Boolean(request.body.testKeys),
            },
          },
        );
      });
      return {
        message: invoicesNotices.settingsSaved,
        transferAccount: request.body.transferAccount,
        ...(await tossKeysAnswer(app.db, box)),
      };
    },
  });
};
