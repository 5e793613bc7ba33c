import { describe, expect, it } from 'vitest';
import { checkOrder } from './check-order.ts';

const filled = {
  productIdx: 3,
  option: '3호',
  quantity: 2,
  name: ' 김하늘 ',
  phone: '010 9876 5432',
  message: '',
  consent: true,
};

describe('checkOrder', () => {
  it('gives the values the server will store: trimmed name, formatted phone, no empty message', async () => {
    expect(await checkOrder(filled, { hasOptions: true })).toEqual({
      ok: true,
      values: {
        productIdx: 3,
        option: '3호',
        quantity: 2,
        name: '김하늘',
        phone: '010-9876-5432',
        message: null,
        consent: true,
      },
    });
  });

  it('names each field’s first problem by its error code', async () => {
    const check = await checkOrder(
      { productIdx: 3, option: '', quantity: 1, name: '  ', phone: '12', message: '', consent: false },
      { hasOptions: true },
    );
    expect(check).toEqual({
      ok: false,
      problems: {
        option: 'orders.option_required',
        name: 'orders.name_required',
        phone: 'orders.phone_format',
        consent: 'orders.consent_required',
      },
    });
  });

  it('asks for an option only when the product has options', async () => {
    const check = await checkOrder({ ...filled, option: '' }, { hasOptions: false });
    expect(check).toEqual({ ok: true, values: expect.objectContaining({ option: null }) });
  });

  it('refuses a quantity outside the list and a message over the limit', async () => {
    const check = await checkOrder(
      { ...filled, quantity: 0, message: '가'.repeat(501) },
      { hasOptions: true },
    );
    expect(check).toEqual({
      ok: false,
      problems: { quantity: 'orders.quantity_invalid', message: 'orders.message_too_long' },
    });
  });
});
