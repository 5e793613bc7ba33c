/**
 * 토스페이먼츠 (docs/decisions/085): the keys in 사이트 관리 → 결제, the confirm a pay page sends
 * on return from the payment window, and the webhook Toss sends — which is only a hint.
 */
import { z } from 'zod';
import { wholeNumber } from './common.ts';

/** Toss's keys: `test_ck_…`, `live_sk_…`, `test_gck_…` and the like. */
export const TOSS_KEY_PATTERN = /^(test|live)_[A-Za-z0-9_]{1,190}$/;
const key = z
  .string({ error: 'toss.key_invalid' })
  .max(200, { error: 'toss.key_invalid' })
  .regex(TOSS_KEY_PATTERN, { error: 'toss.key_invalid' });

/** What `PUT /api/settings/payments` may add to the transfer account. */
export const tossKeyFields = {
  clientKey: key
    .or(z.literal(''))
    .optional()
    .meta({ description: '토스페이먼츠 클라이언트 키; 빈 값이면 온라인 결제를 끔, 생략하면 그대로' }),
  secretKey: key
    .or(z.literal(''))
    .optional()
    .meta({ description: '토스페이먼츠 시크릿 키; 생략하거나 빈 값이면 저장된 키를 그대로 (돌려주지 않음)' }),
  testKeys: z
    .literal(true, { error: 'invalid_input' })
    .optional()
    .meta({ description: 'true면 토스페이먼츠가 공개한 테스트 키로 되돌림' }),
};

/** What the settings answer says of Toss: the client key, and of the secret only that it is set. */
export const tossKeysAnswer = {
  /** '' when online payment is off. */
  clientKey: z.string(),
  /** `설정됨 · …abcd`, or '' with none. Never the secret itself. */
  secretKey: z.string(),
  /** Toss's published test keys are in use: no money moves. */
  testKeys: z.boolean(),
};

const paymentKey = z
  .string({ error: 'toss.payment_key_invalid' })
  .min(1, { error: 'toss.payment_key_invalid' })
  .max(200, { error: 'toss.payment_key_invalid' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'toss.payment_key_invalid' });
const orderId = z
  .string({ error: 'toss.order_not_found' })
  .min(6, { error: 'toss.order_not_found' })
  .max(64, { error: 'toss.order_not_found' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'toss.order_not_found' });

/** `POST /api/pay/confirm`: what the payment window handed back to the success page. */
export const payConfirmRequest = z.object({
  paymentKey,
  orderId,
  amount: wholeNumber('toss.amount_mismatch', 1, 100_000_000),
});
export const payConfirmResponse = z.object({
  message: z.string(),
  /** Paid; paid before, so this payment was cancelled in full; or a 가상계좌 waiting for its deposit. */
  result: z.enum(['paid', 'refunded', 'waiting']),
  invoice: z.object({ studentName: z.string(), amount: z.number().int(), status: z.string() }),
  /** How the family paid, in Toss's words (카드, 간편결제, 계좌이체, 가상계좌); null when Toss did not say. */
  method: z.string().nullable(),
  /** Toss's receipt (매출전표) page, an https address; null when Toss gave none. */
  receiptUrl: z.string().nullable(),
  /** For a 가상계좌 waiting for its deposit: the bank, the account and the deposit's deadline. */
  virtualAccount: z.object({ bank: z.string(), accountNumber: z.string(), dueDate: z.string() }).nullable(),
});

/** What the pay page needs to open Toss's window; null fields when Toss is off or the bill is not open. */
export const payOrderFields = {
  orderId: z.string().nullable(),
  amount: z.number().int(),
  clientKey: z.string().nullable(),
  /** The payment window's script (Toss's SDK; a stand-in in tests). */
  scriptUrl: z.string().nullable(),
};

/** Toss's webhook body. Nothing in it is believed: the server asks Toss. */
/** Toss's own words (an event's or a status's name, a time, a deposit secret): never free text. */
const tossWord = (pattern: RegExp) =>
  z.string({ error: 'toss.webhook_invalid' }).regex(pattern, { error: 'toss.webhook_invalid' });

export const tossWebhookRequest = z.object({
  eventType: tossWord(/^[A-Z_]{1,100}$/),
  createdAt: tossWord(/^[0-9T:.+\-Z]{1,40}$/).optional(),
  data: z
    .looseObject({
      paymentKey: paymentKey.optional(),
      orderId: orderId.optional(),
      status: tossWord(/^[A-Z_]{1,50}$/).optional(),
      secret: tossWord(/^[\x21-\x7e]{1,200}$/).optional(),
    })
    .refine((data) => data.paymentKey !== undefined || data.orderId !== undefined, {
      error: 'toss.webhook_invalid',
    }),
});
export const tossWebhookResponse = z.object({ ok: z.boolean() });
