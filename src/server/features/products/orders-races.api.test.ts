/**
 * Order requests at the same moment: the per-address limit holds exactly, however many arrive
 * together, and two staff members moving one request cannot both win.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { auditEntries } from '../../testing/audit-entries.ts';
import { countRows } from '../../testing/count-rows.ts';
import { countStatuses } from '../../testing/count-statuses.ts';
import { anOrder, saveProduct, sendOrder, setStatus } from '../../testing/products.ts';
import { signIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { warmPool } from '../../testing/warm-pool.ts';
import { MAX_ORDERS_PER_WINDOW } from './order-limit.ts';

describe('order requests under load', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  const teacher = signedInForTests(t, 'teacher');
  let reed: number;
  beforeAll(async () => {
    reed = (await saveProduct(t.app, teacher, { name: '리드', price: 25000, optionList: ['2.5호'] })).json()
      .idx;
    await warmPool(() => t.app.inject({ url: '/api/product' }));
  });

  const count = () => countRows(t.db, 'order_requests');

  it(`lets exactly ${MAX_ORDERS_PER_WINDOW} of 30 simultaneous requests from one address through`, async () => {
    const before = await count();
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => sendOrder(t.app, anOrder(reed), '203.0.113.50')),
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({
      201: MAX_ORDERS_PER_WINDOW,
      429: 30 - MAX_ORDERS_PER_WINDOW,
    });
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(refused.json().error.message).toBe(
      '주문 요청이 너무 많습니다. 1시간 뒤에 다시 시도하시거나 학원으로 전화해 주세요.',
    );
    expect(await count()).toBe(before + MAX_ORDERS_PER_WINDOW);
  });

  it('counts each address apart, and opens a new window after an hour', async () => {
    t.clock.set('2026-11-21T10:00:00+09:00');
    const full = '203.0.113.53';
    for (let index = 0; index < MAX_ORDERS_PER_WINDOW; index += 1) {
      expect((await sendOrder(t.app, anOrder(reed), full)).statusCode).toBe(201);
    }
    expect((await sendOrder(t.app, anOrder(reed), '203.0.113.51')).statusCode).toBe(201);
    expect((await sendOrder(t.app, anOrder(reed), full)).statusCode).toBe(429);
    t.clock.set('2026-11-21T10:59:59+09:00');
    expect((await sendOrder(t.app, anOrder(reed), full)).statusCode).toBe(429);
    t.clock.set('2026-11-21T11:00:00+09:00');
    expect((await sendOrder(t.app, anOrder(reed), full)).statusCode).toBe(201);
  });

  it('does not spend the allowance on refused requests', async () => {
    for (let index = 0; index < 15; index += 1) {
      expect((await sendOrder(t.app, anOrder(reed, { option: '9호' }), '203.0.113.52')).statusCode).toBe(400);
    }
    expect((await sendOrder(t.app, anOrder(reed), '203.0.113.52')).statusCode).toBe(201);
  });

  it('lets one of 10 simultaneous status changes of one request win', async () => {
    const id = (await sendOrder(t.app, anOrder(reed), '203.0.113.60')).json().id;
    const others = await Promise.all(Array.from({ length: 4 }, () => signIn(t.app, 'teacher')));
    const staff = [teacher, ...others];
    // All ask for the same move (접수 → 확인): after the first, it is no move at all. (Mixed moves
    // may rightly both land one after the other: 접수 → 확인, then 확인 → 취소.)
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => setStatus(t.app, staff[index % staff.length]!, id, '확인')),
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 200: 1, 409: 9 });
    const entries = await auditEntries(t.db, 'order.status');
    expect(entries.filter((entry) => JSON.parse(entry.detail).orderId === id)).toHaveLength(1);
  });
});
