/** The catalogue through its API: reading, registering, editing, removing, and every refusal. */

import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { errorOf } from '../../testing/errors.ts';
import { saveProduct, uploadPhoto } from '../../testing/products.ts';
import { signIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { withTestApp } from '../../testing/test-app.ts';

describe('products API', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  const teacher = signedInForTests(t, 'teacher');
  let photo: string;
  beforeAll(async () => {
    photo = await uploadPhoto(t.app, teacher);
  });

  const reed = () => ({
    name: '  반도린 리드   2.5호 ',
    imgUrl: photo,
    price: 25000,
    optionList: ['2.5호', '3호'],
  });
  /** A product's audit entries, oldest first: the product's number is kept in the detail. */
  const productEntries = async (idx: number) =>
    (
      await t.db
        .selectFrom('audit_log')
        .select(['actor_id', 'action', 'target', 'detail'])
        .where('action', 'like', 'product.%')
        .orderBy('id')
        .execute()
    ).filter((row) => JSON.parse(row.detail).idx === idx);

  it('says the catalogue is empty at first', async () => {
    await withTestApp(async ({ app }) => {
      const response = await app.inject({ url: '/api/product' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });
  });

  it('registers a product for a teacher and shows it with its name, price and options', async () => {
    const created = await saveProduct(t.app, teacher, reed());
    expect(created.statusCode).toBe(201);
    const { idx } = created.json();
    expect(idx).toBeGreaterThan(0);

    // The catalogue is everyone's: other tests' products may stand beside it.
    const list = await t.app.inject({ url: '/api/product' });
    expect(list.json().filter((item: { idx: number }) => item.idx === idx)).toEqual([
      { idx, name: '반도린 리드 2.5호', imgUrl: photo, price: 25000 },
    ]);
    const detail = await t.app.inject({ url: `/api/productDetail/${idx}` });
    expect(detail.json()).toEqual({
      idx,
      name: '반도린 리드 2.5호',
      imgUrl: photo,
      price: 25000,
      optionList: ['2.5호', '3호'],
    });
  });

  it('accepts the option list JSON-encoded as a string, as the old client sent it', async () => {
    const created = await saveProduct(t.app, teacher, {
      ...reed(),
      optionList: JSON.stringify([' 검정 ', '갈색']),
    });
    expect(created.statusCode).toBe(201);
    const detail = await t.app.inject({ url: `/api/productDetail/${created.json().idx}` });
    expect(detail.json().optionList).toEqual(['검정', '갈색']);
  });

  it('takes a product without image or options, at 0원', async () => {
    const created = await saveProduct(t.app, teacher, { name: '체험 레슨 쿠폰', price: 0 });
    expect(created.statusCode).toBe(201);
    const detail = await t.app.inject({ url: `/api/productDetail/${created.json().idx}` });
    expect(detail.json()).toMatchObject({ imgUrl: null, price: 0, optionList: [] });
  });

  it.each([
    [{ name: '' }, 'products.name_required', '상품명을 입력해 주세요.'],
    [{ name: '   ' }, 'products.name_required', '상품명을 입력해 주세요.'],
    [{ name: undefined }, 'products.name_required', '상품명을 입력해 주세요.'],
    [{ name: 'ㄱ'.repeat(101) }, 'products.name_too_long', '상품명은 100자까지 입력할 수 있습니다.'],
    [{ name: '리드\u0000' }, 'text_control', undefined],
    [{ name: '리드\u202E' }, 'text_direction', undefined],
    [{ price: undefined }, 'products.price_required', '가격을 입력해 주세요.'],
    [{ price: '25000' }, 'products.price_invalid', '가격은 0원 이상의 정수(원 단위)로 입력해 주세요.'],
    [{ price: '2만원' }, 'products.price_invalid', undefined],
    [{ price: 2500.5 }, 'products.price_invalid', undefined],
    [{ price: -1 }, 'products.price_invalid', undefined],
    [{ price: 100_000_000 }, 'products.price_too_high', '가격은 1억 원 미만으로 입력해 주세요.'],
    [
      { optionList: ['3호', ''] },
      'products.option_required',
      '빈 옵션은 추가할 수 없습니다. 옵션 내용을 입력해 주세요.',
    ],
    [{ optionList: ['  '] }, 'products.option_required', undefined],
    [{ optionList: ['가'.repeat(51)] }, 'products.option_too_long', '옵션은 50자까지 입력할 수 있습니다.'],
    [{ optionList: ['3호', ' 3호'] }, 'products.duplicate_option', '같은 옵션이 이미 있습니다.'],
    [
      { optionList: Array.from({ length: 31 }, (_, i) => `옵션${i}`) },
      'products.too_many_options',
      undefined,
    ],
    [{ optionList: '[3호' }, 'products.options_invalid', '옵션 목록 형식이 올바르지 않습니다.'],
    [{ optionList: { a: 1 } }, 'products.options_invalid', undefined],
    [{ optionList: [1, 2] }, 'products.option_required', undefined],
    [{ imgUrl: 'https://example.com/a.jpg' }, 'products.image_invalid', undefined],
    [{ imgUrl: '/uploads/../studio.db' }, 'products.image_invalid', undefined],
    [{ imgUrl: 42 }, 'products.image_invalid', undefined],
  ])('refuses %j with %s', async (change, code, message) => {
    const response = await saveProduct(t.app, teacher, { ...reed(), ...change });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(code);
    if (message) expect(errorOf(response).message).toBe(message);
  });

  it('refuses an upload address that names no uploaded file', async () => {
    const response = await saveProduct(t.app, teacher, {
      ...reed(),
      imgUrl: `/uploads/${'ab'.repeat(16)}.webp`,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(
      '상품 이미지는 이 사이트에 올린 이미지만 쓸 수 있습니다. 이미지를 다시 골라 주세요.',
    );
  });

  it('keeps visitors and pending accounts out of every change, and writes nothing', async () => {
    const idx = (await saveProduct(t.app, teacher, reed())).json().idx;
    const before = (await t.app.inject({ url: '/api/product' })).json();
    const pending = await signIn(t.app, 'pending');
    for (const who of [null, pending]) {
      const expected = who ? 403 : 401;
      expect((await saveProduct(t.app, who, reed())).statusCode).toBe(expected);
      expect((await saveProduct(t.app, who, { ...reed(), name: '바뀜' }, idx)).statusCode).toBe(expected);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/product/${idx}`,
        headers: who ? { cookie: who.cookie } : {},
      });
      expect(removed.statusCode).toBe(expected);
    }
    expect((await t.app.inject({ url: '/api/product' })).json()).toEqual(before);
  });

  it('edits a product and records who did it in the audit log', async () => {
    const idx = (await saveProduct(t.app, teacher, reed())).json().idx;
    const other = await signIn(t.app, 'teacher');
    const edited = await saveProduct(
      t.app,
      other,
      { ...reed(), name: '리드 3호', price: 27000, optionList: ['3호'] },
      idx,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ idx });
    const detail = (await t.app.inject({ url: `/api/productDetail/${idx}` })).json();
    expect(detail).toMatchObject({ name: '리드 3호', price: 27000, optionList: ['3호'] });

    // The log names the product as it was called at the time, never `product:3`.
    expect(
      (await productEntries(idx)).map(({ actor_id, action, target }) => ({ actor_id, action, target })),
    ).toEqual([
      { actor_id: teacher.id, action: 'product.create', target: '반도린 리드 2.5호' },
      { actor_id: other.id, action: 'product.update', target: '리드 3호' },
    ]);
  });

  it('removes a product from the list and the detail, with an audit entry', async () => {
    const idx = (await saveProduct(t.app, teacher, reed())).json().idx;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/product/${idx}`,
      headers: { cookie: teacher.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/product' })).json().map((p: { idx: number }) => p.idx),
    ).not.toContain(idx);
    const detail = await t.app.inject({ url: `/api/productDetail/${idx}` });
    expect(detail.statusCode).toBe(404);
    expect(errorOf(detail).message).toBe('상품을 찾을 수 없습니다. 삭제되었거나 주소가 잘못되었습니다.');
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/product/${idx}`,
      headers: { cookie: teacher.cookie },
    });
    expect(again.statusCode).toBe(404);
    expect((await saveProduct(t.app, teacher, reed(), idx)).statusCode).toBe(404);
    expect((await productEntries(idx)).map(({ action, target }) => [action, target])).toEqual([
      ['product.create', '반도린 리드 2.5호'],
      ['product.delete', '반도린 리드 2.5호'],
    ]);
  });

  it('answers a missing or malformed product number with a Korean 404 or 400', async () => {
    const missing = await t.app.inject({ url: '/api/productDetail/999999' });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('products.not_found');
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await t.app.inject({ url: `/api/productDetail/${bad}` });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe('입력값을 확인해 주세요.');
    }
  });

  it('lists the newest product first', async () => {
    const first = (await saveProduct(t.app, teacher, { ...reed(), name: '먼저' })).json().idx;
    const second = (await saveProduct(t.app, teacher, { ...reed(), name: '나중' })).json().idx;
    const ids = (await t.app.inject({ url: '/api/product' })).json().map((p: { idx: number }) => p.idx);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(ids[0]).toBe(second);
  });
});
