/** A NUL or another control character in any account field is a Korean 400, never a 500. */
import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';

const CONTROL = {
  code: 'text_control',
  message: '보이지 않는 제어 문자는 입력할 수 없습니다. 내용을 다시 입력해 주세요.',
};

describe('control characters in account fields', () => {
  const t = appForTests();
  const owner = signedInForTests(t, 'owner');

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object });

  it.each([
    ['login id', '/api/user/login', { id: 'own\u0000er', pw: 'whatever-1' }],
    ['id check', '/api/user/check', { id: 'abc\u0000' }],
    [
      'join id',
      '/api/user/join',
      { name: '홍길동', phone: '010-1234-5678', id: 'new\u0000id', pw: 'good-pass-9', pwCon: 'good-pass-9' },
    ],
    [
      'join name',
      '/api/user/join',
      {
        name: '홍\u0000길동',
        phone: '010-1234-5678',
        id: 'newid',
        pw: 'good-pass-9',
        pwCon: 'good-pass-9',
        consent: true,
      },
    ],
  ])('refuses a NUL in the %s', async (_, url, payload) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: CONTROL });
  });

  it('stores a joining name in one spelling without invisible characters', async () => {
    const response = await post('/api/user/join', {
      name: ' 홍\u200B길동'.normalize('NFD'),
      phone: '010-1234-5678',
      id: 'clean_name',
      pw: 'good-pass-9',
      pwCon: 'good-pass-9',
      consent: true,
    });
    expect(response.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', 'clean_name')
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('홍길동');
  });

  it.each(['POST /api/accounts/x%00y/approve', 'DELETE /api/accounts/x%00y'])(
    'refuses a NUL in the account id of %s',
    async (request) => {
      const [method, url] = request.split(' ') as ['POST' | 'DELETE', string];
      const response = await t.app.inject({ method, url, headers: { cookie: owner.cookie } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: CONTROL });
    },
  );
});
