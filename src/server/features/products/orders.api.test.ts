/** Order requests through the API: a visitor asks, staff read and move them along. */

import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { auditEntries } from '../../testing/audit-entries.ts';
import { errorOf } from '../../testing/errors.ts';
import { anOrder, saveProduct, sendOrder, setStatus, uploadPhoto } from '../../testing/products.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';

describe('order requests API', () => {
  let teacher: SignedIn;
  let reed: number;
  let voucher: number;
  let address = 0;
  /** Each test orders from an address of its own, so the per-address limit stays out of the way. */
  const order = (body: Record<string, unknown>) => sendOrder(t.app, body, `198.51.100.${++address}`);
  const list = async (who: SignedIn = teacher, page = 1) =>
    t.app.inject({ url: `/api/orders?page=${page}`, headers: { cookie: who.cookie } });

  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  beforeAll(async () => {
    teacher = await signIn(t.app, 'teacher');
    const imgUrl = await uploadPhoto(t.app, teacher);
    reed = (
      await saveProduct(t.app, teacher, { name: '리드', imgUrl, price: 25000, optionList: ['2.5호', '3호'] })
    ).json().idx;
    voucher = (await saveProduct(t.app, teacher, { name: '레슨 쿠폰', price: 250000 })).json().idx;
  });

  it('stores a visitor’s request as 접수 and shows it to staff with the product as it was', async () => {
    const sent = await order(anOrder(reed, { phone: '01012345678', name: ' 김하늘 ' }));
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json();
    expect(sent.json()).toEqual({ id, status: '접수' });

    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json().items[0]).toEqual({
      id,
      productIdx: reed,
      productName: '리드',
      price: 25000,
      option: '2.5호',
      quantity: 2,
      name: '김하늘',
      phone: '010-1234-5678',
      message: '레슨 때 받아 갈게요.',
      status: '접수',
      createdAt: '2026-11-21T01:00:00.000Z',
      productAvailable: true,
    });
  });

  it('takes a product without options with no option, and refuses one', async () => {
    expect((await order(anOrder(voucher, { option: null, message: undefined }))).statusCode).toBe(201);
    expect((await order(anOrder(voucher, { option: '' }))).statusCode).toBe(201);
    const refused = await order(anOrder(voucher, { option: '3호' }));
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe('이 상품에는 선택할 옵션이 없습니다.');
  });

  it('refuses an order for a missing product or option', async () => {
    const missing = await order(anOrder(999_999));
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('products.not_found');
    const unknown = await order(anOrder(reed, { option: '4호' }));
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toBe('선택한 옵션이 이 상품에 없습니다. 옵션을 다시 선택해 주세요.');
    const none = await order(anOrder(reed, { option: undefined }));
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).message).toBe('옵션을 선택해 주세요.');
  });

  it.each([
    [{ productIdx: undefined }, 'orders.product_required'],
    [{ productIdx: '1' }, 'orders.product_required'],
    [{ quantity: 0 }, 'orders.quantity_invalid'],
    [{ quantity: 21 }, 'orders.quantity_invalid'],
    [{ quantity: 1.5 }, 'orders.quantity_invalid'],
    [{ quantity: '2' }, 'orders.quantity_invalid'],
    [{ name: '' }, 'orders.name_required'],
    [{ name: '\u200B' }, 'orders.name_required'],
    [{ name: '가'.repeat(21) }, 'orders.name_too_long'],
    [{ name: '김\u202E하늘' }, 'text_direction'],
    [{ phone: '' }, 'orders.phone_required'],
    [{ phone: undefined }, 'orders.phone_required'],
    [{ phone: '02-123-4567' }, 'orders.phone_format'],
    [{ phone: '010-123-4567' }, 'orders.phone_format'],
    [{ message: '가'.repeat(501) }, 'orders.message_too_long'],
    [{ message: '안녕\u0007' }, 'text_control'],
    [{ consent: false }, 'orders.consent_required'],
    [{ consent: undefined }, 'orders.consent_required'],
    [{ consent: 'true' }, 'orders.consent_required'],
  ])('refuses %j with %s', async (change, code) => {
    const response = await order({ ...anOrder(reed), ...change });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(code);
  });

  it('says the consent message in Korean', async () => {
    const response = await order(anOrder(reed, { consent: false }));
    expect(errorOf(response).message).toBe('개인정보 수집·이용에 동의해 주세요.');
  });

  it('keeps visitors and pending accounts away from the requests', async () => {
    const id = (await order(anOrder(reed))).json().id;
    const pending = await signIn(t.app, 'pending');
    expect((await t.app.inject({ url: '/api/orders' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/orders/summary' })).statusCode).toBe(401);
    expect((await list(pending)).statusCode).toBe(403);
    expect((await setStatus(t.app, null, id, '확인')).statusCode).toBe(401);
    expect((await setStatus(t.app, pending, id, '확인')).statusCode).toBe(403);
    expect((await list()).json().items.find((item: { id: number }) => item.id === id).status).toBe('접수');
  });

  it('moves a request 접수 → 확인 → 완료, counts new ones, and records each move', async () => {
    const before = (
      await t.app.inject({ url: '/api/orders/summary', headers: { cookie: teacher.cookie } })
    ).json();
    const id = (await order(anOrder(reed))).json().id;
    const summary = async () =>
      (await t.app.inject({ url: '/api/orders/summary', headers: { cookie: teacher.cookie } })).json()
        .newCount;
    expect(await summary()).toBe(before.newCount + 1);

    const confirmed = await setStatus(t.app, teacher, id, '확인');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id, status: '확인' });
    expect(await summary()).toBe(before.newCount);
    expect((await list()).json().newCount).toBe(before.newCount);

    const skipBack = await setStatus(t.app, teacher, id, '확인');
    expect(skipBack.statusCode).toBe(409);
    expect(errorOf(skipBack).code).toBe('orders.status_invalid');

    expect((await setStatus(t.app, teacher, id, '완료')).json().status).toBe('완료');
    for (const status of ['확인', '취소', '완료']) {
      expect((await setStatus(t.app, teacher, id, status)).statusCode).toBe(409);
    }
    expect((await setStatus(t.app, teacher, id, '접수')).statusCode).toBe(400);

    // The log names the request by its product and who sent it, never `order:3`.
    const entries = await auditEntries(t.db, 'order.status');
    const mine = entries.filter((entry) => JSON.parse(entry.detail).orderId === id);
    expect(mine.map((entry) => [entry.actor_id, entry.target, JSON.parse(entry.detail)])).toEqual([
      [teacher.id, '리드 주문 (김하늘님)', { orderId: id, from: '접수', to: '확인', productName: '리드' }],
      [teacher.id, '리드 주문 (김하늘님)', { orderId: id, from: '확인', to: '완료', productName: '리드' }],
    ]);
  });

  it('cancels a request before it is complete', async () => {
    const first = (await order(anOrder(reed))).json().id;
    expect((await setStatus(t.app, teacher, first, '취소')).json().status).toBe('취소');
    const second = (await order(anOrder(reed))).json().id;
    await setStatus(t.app, teacher, second, '확인');
    expect((await setStatus(t.app, teacher, second, '취소')).json().status).toBe('취소');
    expect((await setStatus(t.app, teacher, second, '확인')).statusCode).toBe(409);
  });

  it('answers 404 for a request that does not exist', async () => {
    const response = await setStatus(t.app, teacher, 999_999, '확인');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe('주문 요청을 찾을 수 없습니다.');
  });

  it('keeps past requests readable, with the old name and price, after the product changes or goes', async () => {
    const idx = (
      await saveProduct(t.app, teacher, { name: '넥 스트랩', price: 18000, optionList: ['검정'] })
    ).json().idx;
    const id = (await order(anOrder(idx, { option: '검정', quantity: 1 }))).json().id;
    await saveProduct(t.app, teacher, { name: '넥 스트랩 (신형)', price: 21000, optionList: ['갈색'] }, idx);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/product/${idx}`,
      headers: { cookie: teacher.cookie },
    });
    expect(removed.statusCode).toBe(200);

    const item = (await list()).json().items.find((row: { id: number }) => row.id === id);
    expect(item).toMatchObject({
      productName: '넥 스트랩',
      price: 18000,
      option: '검정',
      productAvailable: false,
    });
    expect((await setStatus(t.app, teacher, id, '확인')).statusCode).toBe(200);
    expect((await order(anOrder(idx, { option: '갈색' }))).statusCode).toBe(404);
  });

  it('lists newest first, 20 to a page', async () => {
    t.clock.set('2026-11-21T12:00:00+09:00');
    const ids: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      t.clock.set(new Date(Date.parse('2026-11-21T12:00:00+09:00') + index * 1000));
      ids.push((await order(anOrder(reed, { name: `손님${index}` }))).json().id);
    }
    const first = (await list()).json();
    expect(first.pageSize).toBe(20);
    expect(first.items).toHaveLength(20);
    expect(first.items[0].id).toBe(ids[20]);
    expect(first.items[19].id).toBe(ids[1]);
    const second = (await list(teacher, 2)).json();
    expect(second.items[0].id).toBe(ids[0]);
    expect(second.total).toBe(first.total);
  });
});
