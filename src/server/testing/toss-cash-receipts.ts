/**
 * A local stand-in for Toss Payments' cash-receipt API, as documented: `POST /v1/cash-receipts`
 * issues (amount, orderId, orderName, customerIdentityNumber, type) and
 * `POST /v1/cash-receipts/{receiptKey}/cancel` cancels, both behind Basic authentication with
 * the secret key and an empty password; errors answer `{code, message}`. An issue repeated with
 * the same Idempotency-Key answers the first receipt again.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type HttpTestReceiver, startHttpReceiver } from './test-receiver.ts';

export interface TossReceipt {
  receiptKey: string;
  issueNumber: string;
  orderId: string;
  orderName: string;
  amount: number;
  type: string;
  customerIdentityNumber: string;
  cancelled: number[];
}

export interface TossCashReceipts extends HttpTestReceiver {
  readonly receipts: TossReceipt[];
  /** Every request as it came: path and whether its authentication was right. */
  readonly requests: { path: string; authorized: boolean; body: unknown }[];
  /** The next issue is refused with this code and message (once). */
  refuseNext(code: string, message: string): void;
}

function answer(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startTossCashReceipts(secretKey: string): Promise<TossCashReceipts> {
  const receipts: TossReceipt[] = [];
  const requests: { path: string; authorized: boolean; body: unknown }[] = [];
  const byIdempotency = new Map<string, TossReceipt>();
  let refusal: { code: string; message: string } | null = null;
  const expected = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  const server = await startHttpReceiver((request: IncomingMessage, raw, response) => {
    const path = request.url ?? '';
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw.toString('utf8') || '{}');
    } catch {
      return answer(response, 400, { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
    }
    const authorized = request.headers.authorization === expected;
    requests.push({ path, authorized, body });
    if (!authorized) {
      return answer(response, 401, {
        code: 'UNAUTHORIZED_KEY',
        message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.',
      });
    }
    if (request.method === 'POST' && path === '/v1/cash-receipts') {
      const { amount, orderId, orderName, customerIdentityNumber, type } = body;
      const shaped =
        Number.isInteger(amount) &&
        (amount as number) > 0 &&
        typeof orderId === 'string' &&
        /^[A-Za-z0-9_-]{6,64}$/.test(orderId) &&
        typeof orderName === 'string' &&
        orderName.length > 0 &&
        typeof customerIdentityNumber === 'string' &&
        /^\d{10,18}$/.test(customerIdentityNumber) &&
        (type === '소득공제' || type === '지출증빙');
      if (!shaped) return answer(response, 400, { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
      if (refusal) {
        const refused = refusal;
        refusal = null;
        return answer(response, 400, refused);
      }
      const key = String(request.headers['idempotency-key'] ?? '');
      const earlier = key ? byIdempotency.get(key) : undefined;
      if (earlier) return answer(response, 200, { ...earlier, issueStatus: 'COMPLETED' });
      const receipt: TossReceipt = {
        receiptKey: `rk_${receipts.length + 1}_${orderId}`,
        issueNumber: String(100000000 + receipts.length + 1),
        orderId,
        orderName,
        amount: amount as number,
        type,
        customerIdentityNumber,
        cancelled: [],
      };
      receipts.push(receipt);
      if (key) byIdempotency.set(key, receipt);
      return answer(response, 200, { ...receipt, issueStatus: 'COMPLETED' });
    }
    const cancel = /^\/v1\/cash-receipts\/([^/]+)\/cancel$/.exec(path);
    if (request.method === 'POST' && cancel) {
      const receipt = receipts.find((one) => one.receiptKey === decodeURIComponent(cancel[1]!));
      if (!receipt)
        return answer(response, 404, { code: 'NOT_FOUND_RECEIPT', message: '존재하지 않는 영수증입니다.' });
      const amount = body.amount === undefined ? receipt.amount : body.amount;
      if (!Number.isInteger(amount) || (amount as number) <= 0 || (amount as number) > receipt.amount) {
        return answer(response, 400, { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
      }
      receipt.cancelled.push(amount as number);
      return answer(response, 200, { ...receipt, issueStatus: 'CANCELED' });
    }
    return answer(response, 404, { code: 'NOT_FOUND', message: '존재하지 않는 경로입니다.' });
  });
  return Object.assign(server, {
    receipts,
    requests,
    refuseNext(code: string, message: string) {
      refusal = { code, message };
    },
  });
}
