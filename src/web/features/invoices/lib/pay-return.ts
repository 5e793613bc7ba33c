/**
 * What Toss's payment window hands back in the address when it sends the family to the
 * success or the fail page. The address is in the family's hands (and anyone's who forwards
 * it), so it is read strictly: a success lacking any part is not sent to the server at all, and
 * the server checks the rest against the order it recorded (decision 085).
 */
import type { z } from 'zod';
import type { payConfirmRequest } from '#shared/schemas/toss.ts';
import { formatSeoulDateTime } from '#shared/time.ts';

type PaySuccessReturn = z.infer<typeof payConfirmRequest>;

export interface PayFailReturn {
  code: string;
  message: string;
}

const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/** `?paymentKey=…&orderId=…&amount=…` as the confirm takes it, or null when a part is missing or malformed. */
export function parseSuccessReturn(search: string): PaySuccessReturn | null {
  const query = new URLSearchParams(search);
  const paymentKey = query.get('paymentKey') ?? '';
  const orderId = query.get('orderId') ?? '';
  const amountText = query.get('amount') ?? '';
  if (!TOKEN.test(paymentKey) || !TOKEN.test(orderId) || !/^[1-9][0-9]{0,8}$/.test(amountText)) return null;
  return { paymentKey, orderId, amount: Number(amountText) };
}

/** `?code=…&message=…`: Toss's code (its own words only) and message, cut to a sentence's length. */
export function parseFailReturn(search: string): PayFailReturn {
  const query = new URLSearchParams(search);
  const code = query.get('code') ?? '';
  return {
    code: /^[A-Z0-9_]{1,100}$/.test(code) ? code : '',
    // Shown as text, never as markup; control characters dropped.
    message: (query.get('message') ?? '')
      .replace(/\p{Cc}/gu, ' ')
      .trim()
      .slice(0, 200),
  };
}

/** A 가상계좌's deadline as the family reads it, e.g. "2026년 12월 4일 (금) 오후 3:17까지". */
export function depositDeadline(dueDate: string): string {
  return Number.isNaN(new Date(dueDate).getTime()) ? '' : `${formatSeoulDateTime(dueDate)}까지`;
}
