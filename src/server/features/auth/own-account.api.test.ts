/**
 * 내 계정: a signed-in person changes their password (checked against the current one, under
 * the login limit, the other browsers signed out) or signs out every other browser.
 */
import { describe, expect, it } from 'vitest';
import { messageFor } from '#shared/messages/ko.ts';
import { appForTests } from '../../testing/app-for-tests.ts';
import { auditAbout } from '../../testing/audit-entries.ts';
import { accountWithPassword } from '../../testing/password-account.ts';

const PASSWORD = 'first-password-7';

describe('one’s own password and sessions', () => {
  const t = appForTests({ now: '2026-11-24T10:00:00+09:00' });

  /** A teacher who signs up with PASSWORD; the id is new each time. */
  const teacher = () => accountWithPassword(t.app, PASSWORD);

  /** Signs in as a browser does; answers the cookie header, or the status when refused. */
  async function logIn(id: string, pw: string, remoteAddress = '10.1.0.1'): Promise<string | number> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { id, pw },
      remoteAddress,
    });
    if (response.statusCode !== 200) return response.statusCode;
    return String(response.headers['set-cookie']).split(';')[0]!;
  }

  const change = (cookie: string | undefined, payload: unknown, remoteAddress = '10.1.0.1') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      payload: payload as object,
      headers: cookie ? { cookie } : {},
      remoteAddress,
    });
  const endOthers = (cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/sessions/end-others', headers: cookie ? { cookie } : {} });
  const whoIs = async (cookie: string) => {
    const response = await t.app.inject({ url: '/api/session', headers: { cookie } });
    return response.statusCode === 200 ? response.json().id : null;
  };
  const refusal = (code: Parameters<typeof messageFor>[0]) => ({
    error: { code, message: messageFor(code) },
  });
  const body = (newPw: string, currentPw = PASSWORD) => ({ currentPw, newPw, newPwCon: newPw });

  it('refuses a visitor with no session', async () => {
    const changed = await change(undefined, body('second-password-8'));
    expect([changed.statusCode, changed.json()]).toEqual([401, refusal('auth.required')]);
    const ended = await endOthers();
    expect([ended.statusCode, ended.json()]).toEqual([401, refusal('auth.required')]);
  });

  it('changes the password and signs out every other browser, keeping this one', async () => {
    const id = await teacher();
    const here = (await logIn(id, PASSWORD)) as string;
    const phone = (await logIn(id, PASSWORD, '10.1.0.2')) as string;

    const response = await change(here, body('second-password-8'));
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { message: '비밀번호를 바꿨습니다. 다른 기기와 브라우저에서는 로그아웃되었습니다.', ended: 1 },
    ]);
    expect(await whoIs(here)).toBe(id);
    expect(await whoIs(phone)).toBeNull();
    expect(await logIn(id, PASSWORD)).toBe(401);
    expect(typeof (await logIn(id, 'second-password-8'))).toBe('string');

    const audit = await auditAbout(t.db, id);
    expect(audit).toEqual([
      { actor_id: id, action: 'account.password', target: id, detail: JSON.stringify({ endedSessions: 1 }) },
    ]);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const id = await teacher();
    const here = (await logIn(id, PASSWORD)) as string;
    const response = await change(here, body('second-password-8', 'not-the-password'));
    expect([response.statusCode, response.json()]).toEqual([400, refusal('auth.wrong_password')]);
    expect(typeof (await logIn(id, PASSWORD))).toBe('string');
    expect(await logIn(id, 'second-password-8')).toBe(401);
  });

  it.each([
    ['a blank field', { currentPw: PASSWORD, newPw: '', newPwCon: '' }, 'auth.join_incomplete'],
    ['a missing field', { currentPw: PASSWORD, newPw: 'second-password-8' }, 'auth.join_incomplete'],
    [
      'a number for text',
      { currentPw: PASSWORD, newPw: 12345678, newPwCon: 12345678 },
      'auth.join_incomplete',
    ],
    ['a short new password', body('short7'), 'auth.password_length'],
    ['a new password over 128 characters', body('가'.repeat(129)), 'auth.password_length'],
    ['one of the commonest passwords', body('password123'), 'auth.password_common'],
    [
      'a confirmation that differs',
      { currentPw: PASSWORD, newPw: 'second-password-8', newPwCon: 'second-password-9' },
      'auth.password_mismatch',
    ],
    ['the current password again', body(PASSWORD), 'auth.password_unchanged'],
    [
      'a current password longer than any can be',
      body('second-password-8', 'x'.repeat(129)),
      'auth.wrong_password',
    ],
  ] as const)('refuses %s with its Korean message', async (_, payload, code) => {
    const id = await teacher();
    const here = (await logIn(id, PASSWORD)) as string;
    const response = await change(here, payload);
    expect([response.statusCode, response.json()]).toEqual([400, refusal(code)]);
    expect(typeof (await logIn(id, PASSWORD))).toBe('string');
  });

  it('answers a body that is not JSON in the error shape', async () => {
    const id = await teacher();
    const here = (await logIn(id, PASSWORD)) as string;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      payload: '{"currentPw": "',
      headers: { cookie: here, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBeTypeOf('string');
  });

  it('counts wrong current passwords against the login limit', async () => {
    const id = await teacher();
    const here = (await logIn(id, PASSWORD)) as string;
    for (let i = 0; i < 5; i++) {
      expect((await change(here, body('second-password-8', `wrong-${i}-password`))).statusCode).toBe(400);
    }
    const blocked = await change(here, body('second-password-8'));
    expect([blocked.statusCode, blocked.json()]).toEqual([429, refusal('auth.too_many_password_checks')]);
    // The login form from here shares that budget; from elsewhere, the password is unchanged.
    expect(await logIn(id, PASSWORD)).toBe(429);
    expect(typeof (await logIn(id, PASSWORD, '10.1.7.7'))).toBe('string');
  });

  it('lets one of several changes sent at once win; the others change nothing', async () => {
    const id = await teacher();
    const here = (await logIn(id, PASSWORD)) as string;
    const candidates = Array.from({ length: 5 }, (_, index) => `raced-password-${index}`);
    const responses = await Promise.all(candidates.map((pw) => change(here, body(pw))));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect([409, 400]).toContain(response.statusCode);
      expect(response.json().error.code).toMatch(/^auth\.(password_changed_elsewhere|wrong_password)$/);
    }
    const winner = candidates[statuses.indexOf(200)]!;
    for (const pw of candidates) {
      const result = await logIn(id, pw, '10.1.9.9');
      expect(typeof result === 'string').toBe(pw === winner);
    }
    expect(await whoIs(here)).toBe(id);
  });

  it('signs out every other browser on request', async () => {
    const id = await teacher();
    const here = (await logIn(id, PASSWORD)) as string;
    const others = [(await logIn(id, PASSWORD, '10.1.0.3')) as string, (await logIn(id, PASSWORD)) as string];
    const someoneElse = (await logIn(await teacher(), PASSWORD)) as string;

    const response = await endOthers(here);
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { message: '다른 기기와 브라우저 2곳에서 로그아웃했습니다.', ended: 2 },
    ]);
    expect(await whoIs(here)).toBe(id);
    expect(await Promise.all(others.map(whoIs))).toEqual([null, null]);
    expect(await whoIs(someoneElse)).not.toBeNull();

    const again = await endOthers(here);
    expect(again.json()).toEqual({ message: '다른 곳에 로그인된 기기가 없습니다.', ended: 0 });
  });
});
