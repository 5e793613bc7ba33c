/**
 * Toss Payments' API as the server uses it: confirm, look a payment up by its key or its order,
 * cancel. Every call carries the secret key as Basic authentication (`secret:`) and goes out
 * through lib/outbound.ts like the other providers. An answer is Toss's payment, or Toss's error
 * code and message; a network failure is an `unreachable` answer, never a guess.
 */
import type { OutboundClient } from '../../lib/outbound.ts';

/** The part of Toss's Payment object the server acts on. */
export interface TossPayment {
  paymentKey: string;
  orderId: string;
  status: string;
  totalAmount: number;
  balanceAmount?: number;
  method: string | null;
  approvedAt?: string | null;
  /** Given for a 가상계좌 at issue; its deposit callback carries the same. */
  secret?: string | null;
  /** The 현금영수증 the family chose in the window for a transfer or 가상계좌, issued by Toss. */
  cashReceipt?: { type?: unknown; receiptKey?: unknown; issueNumber?: unknown } | null;
  /** Toss's receipt (매출전표) page for the payment. */
  receipt?: { url?: unknown } | null;
  /** A 가상계좌's account to deposit to, and by when. */
  virtualAccount?: { accountNumber?: unknown; bankCode?: unknown; dueDate?: unknown } | null;
}

export type TossAnswer =
  | { ok: true; payment: TossPayment }
  | { ok: false; status: number; code: string; message: string };

export interface TossClient {
  confirm(
    secretKey: string,
    body: { paymentKey: string; orderId: string; amount: number },
  ): Promise<TossAnswer>;
  byKey(secretKey: string, paymentKey: string): Promise<TossAnswer>;
  byOrder(secretKey: string, orderId: string): Promise<TossAnswer>;
  cancel(
    secretKey: string,
    paymentKey: string,
    body: { cancelReason: string; cancelAmount?: number },
    idempotencyKey: string,
  ): Promise<TossAnswer>;
}

const TIMEOUT_MS = 15_000;

function isPayment(value: unknown): value is TossPayment {
  const payment = value as Partial<TossPayment> | null;
  return (
    typeof payment === 'object' &&
    payment !== null &&
    typeof payment.paymentKey === 'string' &&
    typeof payment.orderId === 'string' &&
    typeof payment.status === 'string' &&
    typeof payment.totalAmount === 'number'
  );
}

export function tossClient(apiBase: string, outbound: OutboundClient): TossClient {
  async function call(
    secretKey: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<TossAnswer> {
    const headers: Record<string, string> = {
      authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let response: Awaited<ReturnType<OutboundClient['fetch']>>;
    let answer: unknown;
    try {
      response = await outbound.fetch(`${apiBase}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      answer = await response.json().catch(() => null);
    } catch (error) {
      return { ok: false, status: 0, code: 'unreachable', message: (error as Error).message.slice(0, 200) };
    }
    if (response.ok && isPayment(answer)) return { ok: true, payment: answer };
    const failure = (answer ?? {}) as { code?: unknown; message?: unknown };
    return {
      ok: false,
      status: response.status,
      code: typeof failure.code === 'string' ? failure.code.slice(0, 100) : `HTTP_${response.status}`,
      message: typeof failure.message === 'string' ? failure.message.slice(0, 300) : '',
    };
  }
  const key = (value: string) => encodeURIComponent(value);
  return {
    confirm: (secretKey, body) =>
      call(secretKey, 'POST', '/v1/payments/confirm', body, `confirm-${body.paymentKey}`),
    byKey: (secretKey, paymentKey) => call(secretKey, 'GET', `/v1/payments/${key(paymentKey)}`),
    byOrder: (secretKey, orderId) => call(secretKey, 'GET', `/v1/payments/orders/${key(orderId)}`),
    cancel: (secretKey, paymentKey, body, idempotencyKey) =>
      call(secretKey, 'POST', `/v1/payments/${key(paymentKey)}/cancel`, body, idempotencyKey),
  };
}
