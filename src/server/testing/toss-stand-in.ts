/**
 * A local server that answers as Toss Payments' documented API, for the tests and the browser
 * journey (Toss cannot be reached from here): confirm, a payment by key or by order, cancel —
 * each checking Basic authentication with the secret key and the request's shape, and answering
 * Toss's error codes (ALREADY_PROCESSED_PAYMENT, REJECT_CARD_COMPANY, NOT_FOUND_PAYMENT, …). A
 * cancel needs its reason, a whole-won amount no more than what is left and an Idempotency-Key;
 * the same key answers the first cancel again (NOT_CANCELABLE_AMOUNT, ALREADY_CANCELED_PAYMENT).
 * It also serves a stand-in for the payment window's script: `TossPayments(clientKey)` whose
 * `requestPayment` opens a page that "approves" and returns to the successUrl with paymentKey,
 * orderId and amount, as Toss does.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type HttpTestReceiver, startHttpReceiver } from './test-receiver.ts';

export interface StandInPayment {
  paymentKey: string;
  orderId: string;
  totalAmount: number;
  balanceAmount: number;
  status: 'READY' | 'WAITING_FOR_DEPOSIT' | 'DONE' | 'PARTIAL_CANCELED' | 'CANCELED' | 'ABORTED' | 'EXPIRED';
  method: string;
  approvedAt: string | null;
  secret: string | null;
  /** Each cancel Toss made, as its Payment object lists them. */
  cancels: { cancelAmount: number; cancelReason: string; transactionKey: string }[];
  /** The 현금영수증 the family chose in the window (a transfer), or null. */
  cashReceipt: {
    type: '소득공제' | '지출증빙';
    receiptKey: string;
    issueNumber: string;
    amount: number;
  } | null;
  /** Toss's own receipt (매출전표) page. */
  receipt: { url: string };
  /** For a 가상계좌: where to deposit, by when. */
  virtualAccount: { accountNumber: string; bankCode: string; customerName: string; dueDate: string } | null;
}

export interface TossStandIn extends HttpTestReceiver {
  /** Requests by kind, to prove what was (not) asked. */
  calls: { confirm: number; byKey: number; byOrder: number; cancel: number };
  payments: Map<string, StandInPayment>;
  /** A payment the window authorised, waiting for its confirm; returns its paymentKey. */
  authorize(orderId: string, amount: number, method?: string): string;
  /** The next confirm answers this error code. */
  rejectNext(code: string, message: string): void;
  /** A 가상계좌 deposit arrives: the payment becomes DONE. */
  deposit(paymentKey: string): void;
  /** A payment approved at Toss whose confirm never reached the server (the family closed the window). */
  approveUnconfirmed(orderId: string, amount: number, method?: string): string;
  /** The next cancel answers this error code, moving nothing. */
  rejectNextCancel(code: string, message: string): void;
  /** The next cancel is made, but its answer is lost (the connection drops before it). */
  loseNextCancelAnswer(): void;
}

const AUTH_FAILED = {
  code: 'UNAUTHORIZED_KEY',
  message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.',
};

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json'): true {
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
  return true;
}

function parse(body: Buffer): Record<string, unknown> | null {
  try {
    const value = JSON.parse(body.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** The payment window's script: the v2 SDK's `TossPayments(clientKey).payment(…).requestPayment(…)`. */
function windowScript(base: string): string {
  return `(function () {
  function TossPayments(clientKey) {
    if (!/^(test|live)_/.test(clientKey)) throw new Error('클라이언트 키가 맞지 않습니다');
    return {
      payment: function (options) {
        if (!options || typeof options.customerKey !== 'string') throw new Error('customerKey가 필요합니다');
        return {
          requestPayment: function (request) {
            // What Toss's SDK refuses, refused here too: a page that calls it wrongly fails its test.
            var missing = ['orderId', 'orderName', 'successUrl', 'failUrl'].filter(function (name) {
              return typeof request[name] !== 'string' || request[name] === '';
            });
            if (['CARD', 'TRANSFER', 'VIRTUAL_ACCOUNT'].indexOf(request.method) < 0) missing.push('method');
            if (!request.amount || request.amount.currency !== 'KRW' || !(request.amount.value > 0)) missing.push('amount');
            if (missing.length > 0) {
              return Promise.reject({ code: 'INVALID_PARAMETERS', message: missing.join(', ') + ' 값이 맞지 않습니다.' });
            }
            var query = new URLSearchParams({
              clientKey: clientKey,
              orderId: request.orderId,
              orderName: request.orderName,
              amount: String(request.amount.value),
              method: request.method,
              successUrl: request.successUrl,
              failUrl: request.failUrl
            });
            window.location.assign(${JSON.stringify(base)} + '/window?' + query.toString());
            return new Promise(function () {});
          }
        };
      }
    };
  }
  TossPayments.ANONYMOUS = '@@ANONYMOUS';
  window.TossPayments = TossPayments;
})();`;
}

function windowPage(query: URLSearchParams): string {
  const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>결제창 (테스트)</title></head>
<body><main><h1>결제창 (테스트)</h1><p>${html(query.get('orderName') ?? '')}</p>
<p>${html(query.get('amount') ?? '')}원</p>
<form method="post" action="/window/approve?${html(query.toString())}"><button type="submit">결제 승인</button></form>
<form method="post" action="/window/reject?${html(query.toString())}"><button type="submit">카드사 거절</button></form>
<form method="post" action="/window/cancel?${html(query.toString())}"><button type="submit">결제 취소</button></form>
</main></body></html>`;
}

/** The window's methods (the SDK's `method`) as a Payment object names them. */
const WINDOW_METHODS: Record<string, string> = {
  CARD: '카드',
  TRANSFER: '계좌이체',
  VIRTUAL_ACCOUNT: '가상계좌',
};

/** How the window sends the family back to the failUrl: cancelled, or refused by the card company. */
const WINDOW_FAILURES: Record<string, { code: string; message: string }> = {
  '/window/cancel': { code: 'PAY_PROCESS_CANCELED', message: '사용자에 의해 결제가 취소되었습니다.' },
  '/window/reject': { code: 'REJECT_CARD_COMPANY', message: '[거절] 카드사 거절' },
};

export async function startTossStandIn(
  secretKey: string,
  /** Toss's clock for approvedAt: the app's test clock, so that a payment's day is the test's day. */
  now: () => Date = () => new Date(),
): Promise<TossStandIn> {
  const payments = new Map<string, StandInPayment>();
  const calls = { confirm: 0, byKey: 0, byOrder: 0, cancel: 0 };
  const cancelled = new Map<string, StandInPayment>();
  let rejection: { code: string; message: string } | null = null;
  let cancelRejection: { code: string; message: string } | null = null;
  let loseCancelAnswer = false;
  const expectedAuth = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  let base = '';

  function authorize(orderId: string, amount: number, method = '카드'): string {
    const paymentKey = `tgen_${randomBytes(12).toString('hex')}`;
    payments.set(paymentKey, {
      paymentKey,
      orderId,
      totalAmount: amount,
      balanceAmount: amount,
      status: 'READY',
      method,
      approvedAt: null,
      secret: null,
      cancels: [],
      cashReceipt: null,
      receipt: { url: `${base}/receipt/${paymentKey}` },
      virtualAccount: null,
    });
    return paymentKey;
  }

  function api(request: IncomingMessage, body: Buffer, response: ServerResponse, url: URL): true {
    if (request.headers.authorization !== expectedAuth) return send(response, 401, AUTH_FAILED);
    const path = url.pathname;
    if (request.method === 'POST' && path === '/v1/payments/confirm') {
      calls.confirm += 1;
      const input = parse(body);
      if (
        request.headers['content-type'] !== 'application/json' ||
        !input ||
        typeof input.paymentKey !== 'string' ||
        typeof input.orderId !== 'string' ||
        typeof input.amount !== 'number'
      ) {
        return send(response, 400, { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
      }
      if (rejection) {
        const answer = rejection;
        rejection = null;
        return send(response, 403, answer);
      }
      const payment = payments.get(input.paymentKey);
      if (!payment || payment.orderId !== input.orderId) {
        return send(response, 404, {
          code: 'NOT_FOUND_PAYMENT_SESSION',
          message: '결제 시간이 만료되었습니다.',
        });
      }
      if (payment.status !== 'READY') {
        return send(response, 400, {
          code: 'ALREADY_PROCESSED_PAYMENT',
          message: '이미 처리된 결제 입니다.',
        });
      }
      if (payment.totalAmount !== input.amount) {
        return send(response, 400, { code: 'INVALID_REQUEST', message: '결제 금액이 일치하지 않습니다.' });
      }
      if (payment.method === '가상계좌') {
        payment.status = 'WAITING_FOR_DEPOSIT';
        payment.secret = `ps_${randomBytes(10).toString('hex')}`;
        payment.virtualAccount = {
          accountNumber: `X${String(Date.now()).slice(-11)}`,
          bankCode: '20',
          customerName: '테스트',
          dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        };
      } else {
        payment.status = 'DONE';
        payment.approvedAt = now().toISOString();
      }
      return send(response, 200, payment);
    }
    const byOrder = /^\/v1\/payments\/orders\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && byOrder) {
      calls.byOrder += 1;
      const orderId = decodeURIComponent(byOrder[1] as string);
      const payment = [...payments.values()].find(
        (entry) => entry.orderId === orderId && entry.status !== 'READY',
      );
      if (!payment)
        return send(response, 404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 입니다.' });
      return send(response, 200, payment);
    }
    const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(path);
    if (request.method === 'POST' && cancel) {
      calls.cancel += 1;
      const input = parse(body);
      const amount = input?.cancelAmount;
      if (
        request.headers['content-type'] !== 'application/json' ||
        !input ||
        typeof input.cancelReason !== 'string' ||
        input.cancelReason.length === 0 ||
        input.cancelReason.length > 200 ||
        (amount !== undefined && (typeof amount !== 'number' || !Number.isInteger(amount)))
      ) {
        return send(response, 400, { code: 'INVALID_REQUEST', message: '취소 사유와 금액을 확인해 주세요.' });
      }
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || key.length === 0 || key.length > 300) {
        return send(response, 400, {
          code: 'INVALID_REQUEST',
          message: '멱등키(Idempotency-Key)가 필요합니다.',
        });
      }
      // The same key within its lifetime is the same request: Toss answers the first result again.
      const earlier = cancelled.get(key);
      if (earlier) return send(response, 200, earlier);
      if (cancelRejection) {
        const answer = cancelRejection;
        cancelRejection = null;
        return send(response, 400, answer);
      }
      const payment = payments.get(decodeURIComponent(cancel[1] as string));
      if (!payment)
        return send(response, 404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 입니다.' });
      if (payment.status === 'CANCELED') {
        return send(response, 400, { code: 'ALREADY_CANCELED_PAYMENT', message: '이미 취소된 결제 입니다.' });
      }
      if (payment.status !== 'DONE' && payment.status !== 'PARTIAL_CANCELED') {
        return send(response, 403, {
          code: 'NOT_CANCELABLE_PAYMENT',
          message: '취소 할 수 없는 결제 입니다.',
        });
      }
      const take = typeof amount === 'number' ? amount : payment.balanceAmount;
      if (take < 1 || take > payment.balanceAmount) {
        return send(response, 403, {
          code: 'NOT_CANCELABLE_AMOUNT',
          message: '취소 할 수 없는 금액 입니다.',
        });
      }
      payment.balanceAmount -= take;
      payment.status = payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
      payment.cancels.push({
        cancelAmount: take,
        cancelReason: input.cancelReason,
        transactionKey: `tx_${randomBytes(8).toString('hex')}`,
      });
      const answer = structuredClone(payment);
      cancelled.set(key, answer);
      if (loseCancelAnswer) {
        loseCancelAnswer = false;
        response.socket?.destroy();
        return true;
      }
      return send(response, 200, answer);
    }
    const byKey = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && byKey) {
      calls.byKey += 1;
      const payment = payments.get(decodeURIComponent(byKey[1] as string));
      if (!payment)
        return send(response, 404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 입니다.' });
      return send(response, 200, payment);
    }
    return send(response, 404, { code: 'NOT_FOUND', message: '없는 주소입니다.' });
  }

  const receiver = await startHttpReceiver((request, body, response) => {
    const url = new URL(request.url ?? '/', base);
    if (url.pathname.startsWith('/v1/')) return api(request, body, response, url);
    // The window's page has no icon; a 404 for the browser's ask would read as a failure.
    if (url.pathname === '/favicon.ico') return send(response, 204, '', 'image/x-icon');
    if (url.pathname === '/v2/standard') return send(response, 200, windowScript(base), 'text/javascript');
    if (url.pathname === '/window') return send(response, 200, windowPage(url.searchParams), 'text/html');
    const query = url.searchParams;
    if (request.method === 'POST' && url.pathname === '/window/approve') {
      const amount = Number(query.get('amount'));
      const orderId = query.get('orderId') ?? '';
      const paymentKey = authorize(orderId, amount, WINDOW_METHODS[query.get('method') ?? ''] ?? '카드');
      const back = new URL(query.get('successUrl') ?? '');
      back.searchParams.set('paymentType', 'NORMAL');
      back.searchParams.set('orderId', orderId);
      back.searchParams.set('paymentKey', paymentKey);
      back.searchParams.set('amount', String(amount));
      response.writeHead(303, { location: back.toString() });
      response.end();
      return true;
    }
    const failure = WINDOW_FAILURES[url.pathname];
    if (request.method === 'POST' && failure) {
      const back = new URL(query.get('failUrl') ?? '');
      back.searchParams.set('code', failure.code);
      back.searchParams.set('message', failure.message);
      back.searchParams.set('orderId', query.get('orderId') ?? '');
      response.writeHead(303, { location: back.toString() });
      response.end();
      return true;
    }
    return send(response, 404, { code: 'NOT_FOUND', message: '없는 주소입니다.' });
  });
  base = receiver.url;
  return {
    ...receiver,
    calls,
    payments,
    authorize,
    rejectNext(code, message) {
      rejection = { code, message };
    },
    approveUnconfirmed(orderId, amount, method) {
      const paymentKey = authorize(orderId, amount, method);
      const payment = payments.get(paymentKey) as StandInPayment;
      payment.status = 'DONE';
      payment.approvedAt = now().toISOString();
      return paymentKey;
    },
    rejectNextCancel(code, message) {
      cancelRejection = { code, message };
    },
    loseNextCancelAnswer() {
      loseCancelAnswer = true;
    },
    deposit(paymentKey) {
      const payment = payments.get(paymentKey);
      if (!payment) throw new Error(`no payment ${paymentKey}`);
      payment.status = 'DONE';
      payment.approvedAt = now().toISOString();
    },
  };
}
