/** A payment as the server sends one, for the students' component tests: 가람's 4 lessons by card, standing. */
import type { PaymentRecord } from '#shared/schemas/students.ts';

export function testPayment(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    id: 5,
    name: '가람',
    kind: 'payment',
    payDay: '2026-11-21',
    paidAt: '2026-11-21T01:00:00.000Z',
    pay: 2_500_000,
    lesson: 4,
    method: '카드',
    receiptNo: null,
    refundOf: null,
    refunded: false,
    voided: false,
    voidedAt: null,
    voidReason: null,
    coversOwed: 0,
    ...overrides,
  };
}
