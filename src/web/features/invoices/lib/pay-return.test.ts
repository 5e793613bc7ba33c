import { describe, expect, it } from 'vitest';
import { depositDeadline, parseFailReturn, parseSuccessReturn } from './pay-return.ts';

describe('parseSuccessReturn', () => {
  it("reads Toss's return as the confirm takes it", () => {
    expect(
      parseSuccessReturn(
        '?paymentType=NORMAL&orderId=bill12-AbC_d-9&paymentKey=tgen_20261201abc&amount=250000',
      ),
    ).toEqual({ paymentKey: 'tgen_20261201abc', orderId: 'bill12-AbC_d-9', amount: 250_000 });
  });

  it.each([
    ['no payment key', '?orderId=bill1-x&amount=1000'],
    ['no order', '?paymentKey=k1&amount=1000'],
    ['no amount', '?paymentKey=k1&orderId=bill1-x'],
    ['an amount with a fraction', '?paymentKey=k1&orderId=bill1-x&amount=1000.5'],
    ['a negative amount', '?paymentKey=k1&orderId=bill1-x&amount=-1000'],
    ['a zero amount', '?paymentKey=k1&orderId=bill1-x&amount=0'],
    ['an amount in words', '?paymentKey=k1&orderId=bill1-x&amount=1e5'],
    ['a key with markup', '?paymentKey=%3Cscript%3E&orderId=bill1-x&amount=1000'],
    ['an order with a slash', '?paymentKey=k1&orderId=..%2Fadmin&amount=1000'],
  ])('is null with %s', (_, search) => {
    expect(parseSuccessReturn(search)).toBeNull();
  });
});

describe('parseFailReturn', () => {
  it("keeps Toss's code and message", () => {
    expect(
      parseFailReturn(
        '?code=REJECT_CARD_COMPANY&message=%5B%EA%B1%B0%EC%A0%88%5D+%EC%B9%B4%EB%93%9C%EC%82%AC+%EA%B1%B0%EC%A0%88&orderId=bill1-x',
      ),
    ).toEqual({
      code: 'REJECT_CARD_COMPANY',
      message: '[거절] 카드사 거절',
    });
  });

  it("drops a code that is not one of Toss's words, control characters and what is too long", () => {
    const long = 'ㄱ'.repeat(300);
    expect(parseFailReturn(`?code=%3Cb%3E&message=a%00b%0Ac${long}`)).toEqual({
      code: '',
      message: `a b c${'ㄱ'.repeat(195)}`,
    });
    expect(parseFailReturn('')).toEqual({ code: '', message: '' });
  });
});

describe('depositDeadline', () => {
  it('reads a deadline in Seoul time', () => {
    expect(depositDeadline('2026-12-04T15:17:19+09:00')).toBe('2026년 12월 4일 (금) 오후 3:17까지');
    expect(depositDeadline('2026-12-04T00:30:00Z')).toBe('2026년 12월 4일 (금) 오전 9:30까지');
  });

  it('is empty for what is not a time', () => {
    expect(depositDeadline('')).toBe('');
    expect(depositDeadline('soon')).toBe('');
  });
});
