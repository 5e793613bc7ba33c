/**
 * The two ways news of a Toss payment arrives (docs/decisions/085): the family's return from the
 * payment window (`POST /api/pay/confirm`), and Toss's webhook. The confirm is refused before
 * Toss is called when its order is not ours or its amount is not the order's; the webhook is a
 * hint — the server asks Toss about the payment and settles what Toss answers.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tossErrorText, tossNotices } from '#shared/messages/toss.ts';
import { errorResponse } from '#shared/schemas/common.ts';
import {
  payConfirmRequest,
  payConfirmResponse,
  tossWebhookRequest,
  tossWebhookResponse,
} from '#shared/schemas/toss.ts';
import { tossBankName } from '#shared/toss-banks.ts';
import { formatWon } from '#shared/won.ts';
import { AppError } from '../../app-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { StudentNotices } from '../students/index.ts';
import type { TossAnswer, TossClient, TossPayment } from './toss-client.ts';
import { tossKeys } from './toss-keys.ts';
import { findOrder, type SettleDeps, settlePayment } from './toss-orders.ts';

export interface TossRoutesOptions {
  client: TossClient;
  box: SecretBox;
  notices: Pick<StudentNotices, 'payment'>;
}

const errors = {
  400: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
  502: errorResponse,
};
/** Per address: a family's returns (and any retries) stay far below these. */
export const CONFIRM_LIMIT = { max: 60, windowMs: 10 * 60_000 };
export const WEBHOOK_LIMIT = { max: 300, windowMs: 60_000 };

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');

/**
 * What the success page shows of a payment as Toss answered it: the method, Toss's receipt (an
 * http(s) address only, since the page links to it) and a 가상계좌's account.
 */
function paymentDetails(payment: TossPayment | null) {
  const receipt = text(payment?.receipt?.url);
  const account = payment?.method === '가상계좌' ? payment.virtualAccount : null;
  return {
    method: payment?.method ? text(payment.method) : null,
    receiptUrl: /^https?:\/\/[^\s"<>]+$/.test(receipt) ? receipt : null,
    virtualAccount:
      account && text(account.accountNumber)
        ? {
            bank: tossBankName(text(account.bankCode)),
            accountNumber: text(account.accountNumber),
            dueDate: text(account.dueDate),
          }
        : null,
  };
}

export const tossRoutes: FastifyPluginAsyncZod<TossRoutesOptions> = async (app, { client, box, notices }) => {
  async function depsOrOff(): Promise<SettleDeps> {
    const keys = await tossKeys(app.db, box);
    if (!keys) throw new AppError('toss.off', 409);
    return {
      db: app.db,
      dialect: app.dialect,
      client,
      now: () => app.clock.now(),
      notices,
      secretKey: keys.secretKey,
    };
  }

  /** Toss could not be reached or did not know the payment: the caller may try again later. */
  function unanswered(answer: Extract<TossAnswer, { ok: false }>): never {
    if (answer.code === 'unreachable' || answer.status >= 500) throw new AppError('toss.unreachable', 502);
    throw new AppError('toss.rejected', 400, tossErrorText(answer.code, answer.message));
  }

  app.post(
    '/api/pay/confirm',
    {
      schema: {
        tags: ['invoices'],
        summary:
          '결제창에서 돌아온 결제 승인 (paymentKey, orderId, amount): 주문과 금액을 확인한 뒤 토스페이먼츠에 승인 요청, 같은 결제는 한 번만 기록',
        body: payConfirmRequest,
        response: { 200: payConfirmResponse, ...errors },
      },
      // A family returns once or twice; a script trying orders or amounts is stopped.
      onRequest: app.rateLimit({ name: 'pay-confirm', ...CONFIRM_LIMIT, code: 'toss.too_many_confirms' }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { paymentKey, orderId, amount } = request.body;
      const order = await findOrder(app.db, orderId);
      if (!order) throw new AppError('toss.order_not_found', 404);
      // A tampered amount never reaches Toss: the order says what this bill costs.
      if (amount !== Number(order.amount)) throw new AppError('toss.amount_mismatch', 400);
      // Closed by the nightly look (Toss said it was never paid): the family starts again.
      if (order.status === '닫힘') throw new AppError('toss.order_closed', 409);
      if (order.payment_key !== null && order.payment_key !== paymentKey)
        throw new AppError('toss.not_open', 409);
      const deps = await depsOrOff();
      let settled: string = order.status;
      let payment: TossPayment | null = null;
      if (order.status !== '열림' && order.payment_key) {
        // Settled before (a reload, the back button, the webhook first): Toss's details, if it answers.
        const answer = await client.byKey(deps.secretKey, order.payment_key);
        if (answer.ok && answer.payment.orderId === orderId) payment = answer.payment;
      }
      if (order.status === '열림') {
        let answer = await client.confirm(deps.secretKey, { paymentKey, orderId, amount });
        if (!answer.ok && answer.code === 'ALREADY_PROCESSED_PAYMENT') {
          answer = await client.byKey(deps.secretKey, paymentKey);
        }
        if (!answer.ok) unanswered(answer);
        if (answer.payment.orderId !== orderId) throw new AppError('toss.order_not_found', 404);
        payment = answer.payment;
        const outcome = await settlePayment(deps, answer.payment);
        if (outcome.result === 'mismatch') throw new AppError('toss.amount_mismatch', 400);
        if (outcome.result === 'paid') settled = '결제 완료';
        else if (outcome.result === 'refunded') settled = '환불';
        else if (outcome.result !== 'waiting') {
          throw new AppError('toss.rejected', 400, tossErrorText('', answer.payment.status));
        }
      }
      const bill = await app.db
        .selectFrom('invoices')
        .innerJoin('students', 'students.id', 'invoices.student_id')
        .select(['students.name', 'invoices.amount', 'invoices.status'])
        .where('invoices.id', '=', order.invoice_id)
        .executeTakeFirstOrThrow();
      const result = settled === '결제 완료' ? 'paid' : settled === '열림' ? 'waiting' : 'refunded';
      return {
        message:
          result === 'paid'
            ? tossNotices.paid(formatWon(Number(order.amount)))
            : result === 'waiting'
              ? tossNotices.waiting
              : tossNotices.refundedTwice,
        result,
        invoice: { studentName: bill.name, amount: Number(bill.amount), status: bill.status },
        ...paymentDetails(payment),
      } as const;
    },
  );

  app.post(
    '/api/payments/toss/webhook',
    {
      schema: {
        tags: ['invoices'],
        summary:
          '토스페이먼츠 웹훅 (eventType, data.paymentKey/orderId): 내용은 믿지 않고 토스페이먼츠에 결제를 물어 그대로 반영; 가상계좌 입금 알림은 발급 때 받은 secret으로 확인',
        body: tossWebhookRequest,
        response: { 200: tossWebhookResponse, ...errors },
      },
      // Toss's few senders carry every family's events; far above a studio's day, far below a flood.
      onRequest: app.rateLimit({ name: 'toss-webhook', ...WEBHOOK_LIMIT }),
    },
    async (request) => {
      const { eventType, data } = request.body;
      // Only an order of ours is worth asking Toss about: anyone can send this.
      const order = data.orderId ? await findOrder(app.db, data.orderId) : undefined;
      // Not ours, yet answered 200: Toss sends again on anything else, for days.
      if (data.orderId && !order) {
        request.log.warn(
          { orderId: data.orderId.slice(0, 100), eventType },
          'toss webhook for an order not ours',
        );
        return { ok: false };
      }
      if (eventType === 'DEPOSIT_CALLBACK') {
        if (!order?.deposit_secret || !data.secret || !sameSecret(order.deposit_secret, data.secret)) {
          throw new AppError('toss.webhook_invalid', 400);
        }
      }
      const deps = await depsOrOff();
      const answer =
        data.paymentKey !== undefined
          ? await client.byKey(deps.secretKey, data.paymentKey)
          : await client.byOrder(deps.secretKey, data.orderId as string);
      if (!answer.ok) {
        if (answer.code === 'unreachable' || answer.status >= 500)
          throw new AppError('toss.unreachable', 502);
        request.log.warn({ code: answer.code, eventType }, 'toss webhook for a payment Toss does not know');
        return { ok: false };
      }
      if (data.orderId && answer.payment.orderId !== data.orderId)
        throw new AppError('toss.webhook_invalid', 400);
      const outcome = await settlePayment(deps, answer.payment);
      return { ok: outcome.result !== 'unknown' && outcome.result !== 'mismatch' };
    },
  );
};
