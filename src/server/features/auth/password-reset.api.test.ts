/**
 * Password recovery as the owner and a teacher meet it: the owner makes a one-time link, the
 * teacher checks it and sets a new password with it once, every session of the account ends,
 * and a used, expired, replaced or unknown link is refused in Korean. On both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageFor } from '#shared/messages/ko.ts';
import { auditAbout, auditEntries } from '../../testing/audit-entries.ts';
import { refusalBody } from '../../testing/errors.ts';
import { openResetLinks } from '../../testing/open-reset-links.ts';
import { appWithOwner } from '../../testing/owner-app.ts';
import { accountWithPassword } from '../../testing/password-account.ts';
import { raceBehindRow } from '../../testing/row-barrier.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const PASSWORD = 'forgotten-password-3';
const NEW_PASSWORD = 'remembered-password-4';
const NOW = '2026-11-24T10:00:00+09:00';
let addresses = 0;

describe('password-reset links', () => {
  let t: TestApp;
  let owner: SignedIn;
  beforeAll(async () => ({ t, owner } = await appWithOwner({ now: NOW })));
  afterAll(() => t.close());

  /** A fresh address per request, so that the per-address limit only bites where a test wants it. */
  const address = () => `10.9.${(++addresses >> 8) & 255}.${addresses & 255}`;

  const teacher = (role: 'teacher' | 'pending' = 'teacher') =>
    accountWithPassword(t.app, PASSWORD, { prefix: 'reset', role });

  async function logIn(id: string, pw: string): Promise<string | number> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { id, pw },
      remoteAddress: address(),
    });
    if (response.statusCode !== 200) return response.statusCode;
    return String(response.headers['set-cookie']).split(';')[0]!;
  }

  const whoIs = async (cookie: string) => {
    const response = await t.app.inject({ url: '/api/session', headers: { cookie } });
    return response.statusCode === 200 ? response.json().id : null;
  };

  const issue = (id: string, cookie: string | null = owner.cookie) =>
    t.app.inject({ method: 'POST', url: `/api/accounts/${id}/reset`, headers: cookie ? { cookie } : {} });

  /** Issues a link as the owner; answers its token. */
  async function linkFor(id: string): Promise<string> {
    const response = await issue(id);
    expect(response.statusCode, response.body).toBe(200);
    return new URL(response.json().url).hash.replace('#token=', '');
  }

  const check = (token: unknown, remoteAddress = address()) =>
    t.app.inject({ method: 'POST', url: '/api/user/reset/check', payload: { token }, remoteAddress });
  const reset = (payload: object, remoteAddress = address()) =>
    t.app.inject({ method: 'POST', url: '/api/user/reset', payload, remoteAddress });
  const body = (token: string, newPw = NEW_PASSWORD) => ({ token, newPw, newPwCon: newPw });

  it('gives the owner a link of 24 hours, its token stored only as a hash, and audits it', async () => {
    const id = await teacher();
    const response = await issue(id);
    expect(response.statusCode).toBe(200);
    const { url, expiresAt } = response.json();
    expect(Object.keys(response.json()).sort()).toEqual(['expiresAt', 'url']);
    // No PUBLIC_URL: the address the test server (HOST=127.0.0.1) would listen on.
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/reset#token=[A-Za-z0-9_-]{43}$/);
    expect(expiresAt).toBe('2026-11-25T01:00:00.000Z');

    const token = new URL(url).hash.replace('#token=', '');
    const rows = await t.db.selectFrom('password_resets').selectAll().where('user_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const audit = await auditAbout(t.db, id);
    expect(audit).toEqual([
      {
        actor_id: owner.id,
        action: 'account.reset_issue',
        target: id,
        detail: JSON.stringify({ expiresAt, replaced: 0 }),
      },
    ]);
  });

  it('lets nobody but the owner make a link', async () => {
    const id = await teacher();
    const other = await signIn(t.app, 'teacher');
    const pending = await signIn(t.app, 'pending');
    const answers = await Promise.all([issue(id, null), issue(id, other.cookie), issue(id, pending.cookie)]);
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
      [401, refusalBody('auth.required')],
      [403, refusalBody('auth.forbidden')],
      [403, refusalBody('auth.pending')],
    ]);
    expect(
      await t.db.selectFrom('password_resets').select('user_id').where('user_id', '=', id).execute(),
    ).toEqual([]);
  });

  it('makes no link for a pending sign-up, for the owner, or for an unknown id', async () => {
    const pending = await teacher('pending');
    const answers = await Promise.all([issue(pending), issue(owner.id), issue('nobody_here')]);
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
      [409, refusalBody('auth.reset_pending')],
      [400, refusalBody('auth.reset_owner')],
      [404, refusalBody('auth.account_not_found')],
    ]);
  });

  it('sets the password once, ends every session of the account, and audits the use', async () => {
    const id = await teacher();
    const sessions = [(await logIn(id, PASSWORD)) as string, (await logIn(id, PASSWORD)) as string];
    const bystander = await teacher();
    const bystanderSession = (await logIn(bystander, PASSWORD)) as string;
    const token = await linkFor(id);

    const checked = await check(token);
    expect([checked.statusCode, checked.json()]).toEqual([
      200,
      { id, name: id.replace('reset_', '선생님'), expiresAt: '2026-11-25T01:00:00.000Z' },
    ]);

    const used = await reset(body(token));
    expect([used.statusCode, used.json()]).toEqual([
      200,
      { message: '새 비밀번호를 정했습니다. 모든 기기에서 로그아웃되었으니 새 비밀번호로 로그인하세요.' },
    ]);
    expect(await Promise.all(sessions.map(whoIs))).toEqual([null, null]);
    expect(await whoIs(bystanderSession)).toBe(bystander);
    expect(await logIn(id, PASSWORD)).toBe(401);
    expect(typeof (await logIn(id, NEW_PASSWORD))).toBe('string');

    const again = await reset(body(token, 'third-password-5'));
    expect([again.statusCode, again.json()]).toEqual([410, refusalBody('auth.reset_used')]);
    expect((await check(token)).json()).toEqual(refusalBody('auth.reset_used'));
    expect(typeof (await logIn(id, NEW_PASSWORD))).toBe('string');
    expect(messageFor('auth.reset_used')).toBe(
      '이미 사용한 비밀번호 재설정 링크입니다. 비밀번호를 다시 정하려면 새 링크를 받으세요.',
    );

    const audit = await auditAbout(t.db, id);
    expect(audit.map((row) => row.action)).toEqual(['account.reset_issue', 'account.password_reset']);
    expect(audit[1]).toEqual({
      actor_id: id,
      action: 'account.password_reset',
      target: id,
      detail: JSON.stringify({ endedSessions: 2, issuedBy: owner.id }),
    });
  }, 15_000);

  it('lets the teacher sign in at once, however many guesses the old password had', async () => {
    const id = await teacher();
    const other = await teacher();
    const from = async (pw: string, remoteAddress: string, who = id) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { id: who, pw },
          remoteAddress,
        })
      ).statusCode;
    expect(await from(PASSWORD, '10.8.0.1')).toBe(200);
    for (const address of ['10.8.0.1', '10.8.0.2']) {
      for (let i = 0; i < 5; i++) expect(await from(`wrong-guess-${i}`, address)).toBe(401);
      expect(await from(PASSWORD, address)).toBe(429);
    }
    for (let i = 0; i < 5; i++) expect(await from(`wrong-guess-${i}`, '10.8.0.3', other)).toBe(401);

    expect((await reset(body(await linkFor(id)))).statusCode).toBe(200);
    expect(await from(NEW_PASSWORD, '10.8.0.1')).toBe(200);
    expect(await from(NEW_PASSWORD, '10.8.0.2')).toBe(200);
    // Another account's budget is its own.
    expect(await from(PASSWORD, '10.8.0.4', other)).toBe(429);
  });

  it('works until 24 hours have passed, and not from then on', async () => {
    const id = await teacher();
    const token = await linkFor(id);
    try {
      t.clock.set(new Date(new Date(NOW).getTime() + 24 * 60 * 60 * 1000 - 1));
      expect((await check(token)).statusCode).toBe(200);
      t.clock.set(new Date(new Date(NOW).getTime() + 24 * 60 * 60 * 1000));
      expect([(await check(token)).statusCode, (await check(token)).json()]).toEqual([
        410,
        refusalBody('auth.reset_expired'),
      ]);
      const late = await reset(body(token));
      expect([late.statusCode, late.json()]).toEqual([410, refusalBody('auth.reset_expired')]);
      expect(messageFor('auth.reset_expired')).toBe(
        '비밀번호 재설정 링크의 유효 기간(24시간)이 지났습니다. 새 링크를 받으세요.',
      );
    } finally {
      t.clock.set(NOW);
    }
    expect(typeof (await logIn(id, PASSWORD))).toBe('string');
  });

  it('refuses a link that a newer one replaced, and takes the newer one', async () => {
    const id = await teacher();
    const first = await linkFor(id);
    const second = await linkFor(id);
    const refused = await reset(body(first));
    expect([refused.statusCode, refused.json()]).toEqual([410, refusalBody('auth.reset_replaced')]);
    expect(messageFor('auth.reset_replaced')).toBe(
      '이 링크 뒤에 새 비밀번호 재설정 링크가 만들어져 이 링크는 쓸 수 없습니다. 가장 최근 링크를 여세요.',
    );
    expect((await reset(body(second))).statusCode).toBe(200);
    const issued = await auditEntries(t.db, 'account.reset_issue', { target: id });
    expect(issued.map((row) => JSON.parse(row.detail).replaced)).toEqual([0, 1]);
  });

  it('refuses a token nobody made, or one that cannot be a token, before any change', async () => {
    const unknown = 'A'.repeat(43);
    for (const token of [unknown, 'short', '', `${'A'.repeat(42)}!`, 12345]) {
      const checked = await check(token);
      expect([checked.statusCode, checked.json()], String(token)).toEqual([
        400,
        refusalBody('auth.reset_invalid'),
      ]);
      const used = await reset({ token, newPw: NEW_PASSWORD, newPwCon: NEW_PASSWORD });
      expect([used.statusCode, used.json()], String(token)).toEqual([400, refusalBody('auth.reset_invalid')]);
    }
    const missing = await reset({ newPw: NEW_PASSWORD, newPwCon: NEW_PASSWORD });
    expect(missing.json()).toEqual(refusalBody('auth.reset_invalid'));
    expect(messageFor('auth.reset_invalid')).toBe(
      '비밀번호 재설정 링크가 올바르지 않습니다. 받은 링크를 끝까지 빠짐없이 열었는지 확인하거나 새 링크를 받으세요.',
    );
  });

  it.each([
    ['a blank password', { newPw: '', newPwCon: '' }, 'auth.join_incomplete'],
    ['a missing confirmation', { newPw: NEW_PASSWORD }, 'auth.join_incomplete'],
    ['a short password', { newPw: 'short7', newPwCon: 'short7' }, 'auth.password_length'],
    [
      'one of the commonest passwords',
      { newPw: 'password123', newPwCon: 'password123' },
      'auth.password_common',
    ],
    [
      'a confirmation that differs',
      { newPw: NEW_PASSWORD, newPwCon: `${NEW_PASSWORD}!` },
      'auth.password_mismatch',
    ],
  ] as const)('refuses %s by the sign-up rules, and the link still works', async (_, fields, code) => {
    const id = await teacher();
    const token = await linkFor(id);
    const refused = await reset({ token, ...fields });
    expect([refused.statusCode, refused.json()]).toEqual([400, refusalBody(code)]);
    expect((await check(token)).statusCode).toBe(200);
  });

  it('lets exactly one of two uses sent at once through', async () => {
    const id = await teacher();
    const session = (await logIn(id, PASSWORD)) as string;
    const token = await linkFor(id);
    const candidates = ['racing-password-1', 'racing-password-2'];
    const answers = await raceBehindRow(
      t,
      { table: 'users', id },
      () => Promise.all(candidates.map((pw) => reset(body(token, pw)))),
      2,
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.sort()).toEqual([200, 410]);
    const loser = answers.find((answer) => answer.statusCode === 410)!;
    expect(loser.json()).toEqual(refusalBody('auth.reset_used'));
    const winner = candidates[answers.findIndex((answer) => answer.statusCode === 200)]!;
    for (const pw of candidates) expect(typeof (await logIn(id, pw)) === 'string').toBe(pw === winner);
    expect(await whoIs(session)).toBeNull();
    const uses = await auditEntries(t.db, 'account.password_reset', { target: id });
    expect(uses).toHaveLength(1);
  }, 15_000);

  it('leaves one open link when the owner makes several at once', async () => {
    const id = await teacher();
    const answers = await Promise.all([issue(id), issue(id), issue(id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await openResetLinks(t.db, id)).toBe(1);
    const tokens = answers.map((answer) => new URL(answer.json().url).hash.replace('#token=', ''));
    const working = (await Promise.all(tokens.map((token) => check(token)))).filter(
      (a) => a.statusCode === 200,
    );
    expect(working).toHaveLength(1);
  });

  it('limits checks and uses per address, in Korean', async () => {
    const remoteAddress = '10.99.0.1';
    const unknown = 'B'.repeat(43);
    for (let i = 0; i < 20; i++) expect((await check(unknown, remoteAddress)).statusCode).toBe(400);
    const limited = await reset(body(unknown), remoteAddress);
    expect([limited.statusCode, limited.json()]).toEqual([429, refusalBody('auth.too_many_reset_attempts')]);
    expect((await check(unknown, '10.99.0.2')).statusCode).toBe(400);
  });

  it('ends the links of a removed account with it', async () => {
    const id = await teacher();
    const token = await linkFor(id);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/accounts/${id}`,
          headers: { cookie: owner.cookie },
        })
      ).statusCode,
    ).toBe(200);
    expect((await check(token)).json()).toEqual(refusalBody('auth.reset_invalid'));
  });
});

describe('a password-reset link with PUBLIC_URL', () => {
  it('is built on the public address, whatever the Host header says', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: 'https://studio.example/' } });
    try {
      const owner = await signIn(t.app, 'owner');
      const teacher = await signIn(t.app, 'teacher');
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/accounts/${teacher.id}/reset`,
        headers: { cookie: owner.cookie, host: 'evil.example' },
      });
      expect(response.json().url).toMatch(/^https:\/\/studio\.example\/reset#token=[A-Za-z0-9_-]{43}$/);
    } finally {
      await t.close();
    }
  });
});
