/**
 * Toss Payments' cash-receipt API: issue (`POST /v1/cash-receipts`) and cancel
 * (`POST /v1/cash-receipts/{receiptKey}/cancel`), Basic authentication with the secret key and
 * an empty password. An issue carries an idempotency key of our receipt, so a retried request
 * (a worker that died after Toss answered) gets the same receipt, not a second one.
 */

const TIMEOUT_MS = 15_000;

export type TossAnswer<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface IssueRequest {
  orderId: string;
  orderName: string;
  amount: number;
  type: '소득공제' | '지출증빙';
  customerIdentityNumber: string;
}

async function post<T>(
  base: string,
  secretKey: string,
  path: string,
  body: object,
  idempotencyKey?: string,
): Promise<TossAnswer<T>> {
  try {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`,
        'content-type': 'application/json',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      const message = typeof answer.message === 'string' ? answer.message : `HTTP ${response.status}`;
      const code = typeof answer.code === 'string' ? `${answer.code}: ` : '';
      return { ok: false, reason: `${code}${message}`.slice(0, 300) };
    }
    return { ok: true, value: answer as T };
  } catch (error) {
    return { ok: false, reason: `토스페이먼츠에 연결하지 못했습니다 (${(error as Error).name})` };
  }
}

export function issueCashReceipt(base: string, secretKey: string, request: IssueRequest) {
  return post<{ receiptKey: string; issueNumber: string; issueStatus?: string }>(
    base,
    secretKey,
    '/v1/cash-receipts',
    request,
    request.orderId,
  );
}

export function cancelCashReceipt(base: string, secretKey: string, receiptKey: string, amount: number) {
  return post<{ receiptKey: string }>(
    base,
    secretKey,
    `/v1/cash-receipts/${encodeURIComponent(receiptKey)}/cancel`,
    { amount },
  );
}
