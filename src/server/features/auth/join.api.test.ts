import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWhere } from '../../testing/count-rows.ts';
import { signIn } from '../../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bootstrapOwner } from './owner-bootstrap.ts';

const valid = {
  name: '홍길동',
  phone: '010-1234-5678',
  id: 'teacher_one',
  pw: 'lesson-plan-2024',
  pwCon: 'lesson-plan-2024',
  consent: true,
};

describe('sign-up', () => {
  let t: TestApp;
  let address = 0;
  // Each request from its own address, so the sign-up limit stays out of these tests.
  const join = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/join',
      payload: body as object,
      remoteAddress: `10.1.0.${++address}`,
    });
  const errorOf = async (body: unknown) => {
    const response = await join(body);
    return { status: response.statusCode, ...response.json().error };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await signIn(t.app, 'owner', 'the_owner');
  });
  afterAll(async () => {
    await t.close();
  });

  it('is closed until the owner exists', async () => {
    // A fresh site: the first stranger to sign up must not become its owner (the setup does).
    const fresh = await createTestApp();
    try {
      const early = await fresh.app.inject({ method: 'POST', url: '/api/user/join', payload: valid });
      expect(early.statusCode).toBe(409);
      expect(early.json().error).toEqual({
        code: 'auth.setup_needed',
        message:
          '아직 학원의 처음 설정이 끝나지 않아 회원가입을 받을 수 없습니다. 원장님이 설정을 마친 뒤에 가입해 주세요.',
      });
      expect(await fresh.db.selectFrom('users').selectAll().execute()).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('makes every account pending once the owner exists', async () => {
    const first = await join({ ...valid, id: 'first_account' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: '회원가입을 축하합니다. 원장님이 승인하면 관리 메뉴를 쓸 수 있습니다.',
      role: 'pending',
    });
    expect((await join({ ...valid, id: 'second_account' })).statusCode).toBe(200);
    // The accounts of this test and the owner: other tests sign up accounts of their own.
    const roles = await t.db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('id', 'in', ['first_account', 'second_account', 'the_owner'])
      .orderBy('id')
      .execute();
    expect(roles).toEqual([
      { id: 'first_account', role: 'pending' },
      { id: 'second_account', role: 'pending' },
      { id: 'the_owner', role: 'owner' },
    ]);
  });

  it('stores an argon2id hash, never the password, and the phone normalised', async () => {
    await join({ ...valid, id: 'hash_check', phone: '+82 10 9876 5432' });
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', 'hash_check')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(valid.pw);
    expect(row.phone).toBe('010-9876-5432');
  });

  it('requires all five fields first', async () => {
    for (const blank of ['name', 'phone', 'id', 'pw', 'pwCon'] as const) {
      expect(await errorOf({ ...valid, id: 'blank_test', [blank]: '' })).toEqual({
        status: 400,
        code: 'auth.join_incomplete',
        message: '모든 항목을 입력하세요.',
      });
    }
    expect((await errorOf({ ...valid, name: '   ', id: 'x' })).code).toBe('auth.join_incomplete');
    expect((await errorOf({})).code).toBe('auth.join_incomplete');
  });

  it('requires the consent to collecting name and phone, and only a real true', async () => {
    const { consent: _, ...withoutConsent } = valid;
    for (const body of [withoutConsent, { ...valid, consent: false }, { ...valid, consent: 'true' }]) {
      expect(await errorOf({ ...body, id: 'no_consent' })).toEqual({
        status: 400,
        code: 'auth.consent_required',
        message: '개인정보 수집·이용에 동의해야 가입할 수 있습니다.',
      });
    }
    expect(await countWhere(t.db, 'users', { id: 'no_consent' })).toBe(0);
  });

  it('refuses passwords that differ', async () => {
    expect(await errorOf({ ...valid, id: 'mismatch', pwCon: 'lesson-plan-2025' })).toEqual({
      status: 400,
      code: 'auth.password_mismatch',
      message: '비밀번호가 일치하지 않습니다.',
    });
  });

  it('refuses an id already in use, in any letter case', async () => {
    expect((await join({ ...valid, id: 'taken_one' })).statusCode).toBe(200);
    for (const id of ['taken_one', 'Taken_One', ' taken_one ']) {
      expect(await errorOf({ ...valid, id })).toEqual({
        status: 409,
        code: 'auth.id_taken',
        message: '이미 사용 중인 아이디입니다.',
      });
    }
  });

  it('takes ids of 4–20 characters of a–z, 0–9 and _', async () => {
    for (const id of ['abc', 'a'.repeat(21), 'kim-teacher', '김선생', 'kim teacher', 'kim.t']) {
      expect((await errorOf({ ...valid, id })).code).toBe('auth.id_format');
    }
    for (const id of ['abcd', 'a'.repeat(20), 'kim_2024']) {
      expect((await join({ ...valid, id })).statusCode).toBe(200);
    }
  });

  it('takes passwords of 8–128 characters that are not among the most common', async () => {
    for (const pw of ['short7!', 'x'.repeat(129)]) {
      expect((await errorOf({ ...valid, id: 'pw_test', pw, pwCon: pw })).code).toBe('auth.password_length');
    }
    for (const pw of ['password', '12345678', 'Qwer1234', '1q2w3e4r']) {
      expect(await errorOf({ ...valid, id: 'pw_test', pw, pwCon: pw })).toEqual({
        status: 400,
        code: 'auth.password_common',
        message: '너무 흔한 비밀번호입니다. 다른 비밀번호를 사용하세요.',
      });
    }
    const longest = 'y'.repeat(128);
    expect((await join({ ...valid, id: 'pw_longest', pw: longest, pwCon: longest })).statusCode).toBe(200);
  });

  it('takes Korean mobile numbers only, stored as 010-1234-5678', async () => {
    for (const phone of ['02-123-4567', '010-123-4567', '1234', '010-1234-56789', 'phone']) {
      expect((await errorOf({ ...valid, id: 'phone_test', phone })).code).toBe('auth.phone_format');
    }
    const spellings: Record<string, string> = {
      '01055556666': '010-5555-6666',
      '010 5555 7777': '010-5555-7777',
      '+82-10-5555-8888': '010-5555-8888',
      '011-555-9999': '011-555-9999',
    };
    let n = 0;
    for (const [phone, stored] of Object.entries(spellings)) {
      const id = `phone_ok_${++n}`;
      expect((await join({ ...valid, id, phone })).statusCode).toBe(200);
      const row = await t.db
        .selectFrom('users')
        .select('phone')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.phone).toBe(stored);
    }
  });

  it('answers whether an id exists', async () => {
    const check = (id: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/check', payload: { id } }).then((r) => r.json());
    expect((await join({ ...valid, id: 'known_one' })).statusCode).toBe(200);
    expect(await check('known_one')).toEqual({ exists: true });
    expect(await check('KNOWN_ONE')).toEqual({ exists: true });
    expect(await check('nobody_here')).toEqual({ exists: false });
  });

  it('limits sign-ups from one address', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/join',
        payload: { ...valid, id: `flood_${i}`, pw: 'short' },
        remoteAddress: '10.9.9.9',
      });
      last = response.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('the owner from the environment', () => {
  it('is created at start-up when there is no owner, and signs in', async () => {
    const t = await createTestApp({ env: { OWNER_ID: 'Studio_Owner', OWNER_PASSWORD: 'owner-secret-99' } });
    try {
      const owner = await t.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
      expect(owner).toMatchObject({ id: 'studio_owner', role: 'owner' });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { id: 'studio_owner', pw: 'owner-secret-99' },
      });
      expect(login.statusCode).toBe(200);
      // Later sign-ups wait for this owner.
      const joined = await t.app.inject({ method: 'POST', url: '/api/user/join', payload: valid });
      expect(joined.json().role).toBe('pending');
    } finally {
      await t.close();
    }
  });

  it('refuses credentials nobody could sign up with, which stops start-up', async () => {
    const t = await createTestApp();
    try {
      const now = t.clock.now();
      await expect(bootstrapOwner(t.db, { id: 'owner', password: 'password' }, now)).rejects.toThrow(
        'OWNER_PASSWORD',
      );
      await expect(bootstrapOwner(t.db, { id: 'o!', password: 'owner-secret-99' }, now)).rejects.toThrow(
        'OWNER_ID',
      );
      expect(await t.db.selectFrom('users').selectAll().execute()).toEqual([]);
      expect(await bootstrapOwner(t.db, undefined, now)).toBe('not-configured');
      expect(await bootstrapOwner(t.db, { id: 'owner', password: 'owner-secret-99' }, now)).toBe('created');
      expect(await bootstrapOwner(t.db, { id: 'other', password: 'owner-secret-99' }, now)).toBe(
        'owner-exists',
      );
    } finally {
      await t.close();
    }
  });
});
