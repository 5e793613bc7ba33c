/**
 * The first-run setup: the code from the log claims the studio once, a wrong code is refused
 * and counted per address, the owner lands signed in with the studio named, and sign-up and
 * every page wait for it.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { countStatuses } from '../../testing/count-statuses.ts';
import { issueSetupCode, setupBody } from '../../testing/setup.ts';
import { signIn } from '../../testing/sign-in.ts';
import { api } from '../../testing/students.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addLesson } from '../../testing/timetable.ts';
import { getStudioSettings } from '../site/index.ts';

async function withApp(
  options: Parameters<typeof createTestApp>[0],
  test: (t: TestApp) => Promise<void>,
): Promise<void> {
  const t = await createTestApp(options);
  try {
    await test(t);
  } finally {
    await t.close();
  }
}

let address = 0;
const post = (t: TestApp, payload: unknown, remoteAddress = `10.3.0.${++address % 250}`) =>
  t.app.inject({ method: 'POST', url: '/api/setup', payload: payload as object, remoteAddress });

/** A log stream and what has been written to it so far. */
function capturedLog(): { logStream: Writable; log: () => string } {
  let text = '';
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { logStream, log: () => text };
}

const needed = async (t: TestApp) =>
  (await t.app.inject({ method: 'GET', url: '/api/setup' })).json() as { needed: boolean };

describe('first-run setup', () => {
  it('prints a code at start that makes the owner once, signed in, with the studio named', async () => {
    const { logStream, log } = capturedLog();
    await withApp({ firstRun: true, logStream }, async (t) => {
      const code = /"setupCode":"([0-9A-Z-]{19})"/.exec(log())?.[1];
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
      expect(log()).toContain(
        `처음 설정이 필요합니다: http://127.0.0.1:3000/setup 에서 설정 코드 ${code} 를 입력해 주세요.`,
      );
      expect(log()).toContain(
        `First-run setup: open http://127.0.0.1:3000/setup and enter the setup code ${code}`,
      );
      // Only its hash is stored.
      expect(JSON.stringify(await t.db.selectFrom('setup_codes').selectAll().execute())).not.toContain(
        code!.replaceAll('-', ''),
      );
      expect(await needed(t)).toEqual({ needed: true });

      // Typed as people type it: lower case, no dashes.
      const typed = code!.toLowerCase().replaceAll('-', ' ');
      const response = await post(t, setupBody({ id: 'Director', name: '박원장' }, typed));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        message: '학원 설정을 마쳤습니다. 원장 계정으로 로그인되었습니다.',
        user: { id: 'director', name: '박원장', role: 'owner' },
      });
      const cookie = String(response.headers['set-cookie']).split(';')[0]!;
      const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
      expect(session.json()).toEqual({ id: 'director', name: '박원장', role: 'owner' });

      const owner = await t.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
      expect(owner).toMatchObject({ id: 'director', name: '박원장', phone: '010-2345-6789', role: 'owner' });
      expect(owner.password_hash).toMatch(/^\$argon2id\$/);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { id: 'director', pw: 'studio-owner-pass-1' },
      });
      expect(login.statusCode).toBe(200);

      const { studio } = await getStudioSettings(t.db);
      expect(studio).toMatchObject({
        name: '소리샘 음악학원',
        shortName: '소리샘 음악학원',
        phone: '02-123-4567',
        address: '서울특별시 마포구 양화로 45',
        businessNumber: '220-81-62517',
        owner: '박원장',
      });
      const audit = await t.db.selectFrom('audit_log').select(['action', 'actor_id']).execute();
      expect(audit).toContainEqual({ action: 'setup.complete', actor_id: 'director' });

      expect(await needed(t)).toEqual({ needed: false });
      expect(await t.db.selectFrom('setup_codes').selectAll().execute()).toEqual([]);
      // For ever after: the same code, another owner, anything.
      for (const body of [setupBody({ id: 'second' }, code), setupBody({}, 'nonsense')]) {
        const again = await post(t, body);
        expect(again.statusCode).toBe(409);
        expect(again.json().error).toEqual({
          code: 'setup.done',
          message: '학원 설정이 이미 끝났습니다. 원장 계정으로 로그인해 주세요.',
        });
      }
      expect(await t.db.selectFrom('users').select('id').execute()).toEqual([{ id: 'director' }]);
    });
  });

  it('prints no code and needs no setup when OWNER_ID made the owner at start', async () => {
    const { logStream, log } = capturedLog();
    const env = { OWNER_ID: 'auto_owner', OWNER_PASSWORD: 'owner-secret-99' };
    await withApp({ firstRun: true, logStream, env }, async (t) => {
      expect(log()).not.toContain('setupCode');
      expect(await needed(t)).toEqual({ needed: false });
      expect(await t.db.selectFrom('setup_codes').selectAll().execute()).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).not.toBe(303);
    });
  });

  it('refuses a wrong code with 403, and the eleventh try of an address with 429', async () => {
    await withApp({}, async (t) => {
      await issueSetupCode(t.app);
      const wrong = await post(t, setupBody({}, 'AAAA-BBBB-CCCC-DDDD'), '10.4.0.1');
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error.code).toBe('setup.wrong_code');
      for (let i = 0; i < 9; i++)
        expect((await post(t, setupBody({}, `WRONG-${i}`), '10.4.0.1')).statusCode).toBe(403);
      // The address has spent its tries: even the right code waits now.
      const blocked = await post(t, setupBody(), '10.4.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toEqual({
        code: 'setup.too_many_tries',
        message: '설정 코드를 너무 여러 번 틀렸습니다. 15분 뒤에 다시 시도해 주세요.',
      });
      expect(await t.db.selectFrom('users').selectAll().execute()).toEqual([]);
      // Another address, and the same address a quarter-hour later, are not held.
      t.clock.set(new Date(t.clock.now().getTime() + 15 * 60 * 1000 + 1));
      expect((await post(t, setupBody(), '10.4.0.1')).statusCode).toBe(201);
    });
  });

  it('does not spend a try on a right code', async () => {
    await withApp({}, async (t) => {
      await issueSetupCode(t.app);
      for (let i = 0; i < 10; i++)
        expect((await post(t, { ...setupBody(), studio: {} }, '10.5.0.1')).statusCode).toBe(400);
      for (let i = 0; i < 9; i++)
        expect((await post(t, setupBody({}, `X${i}`), '10.5.0.1')).statusCode).toBe(403);
      expect((await post(t, setupBody(), '10.5.0.1')).statusCode).toBe(201);
    });
  });

  it('checks every field by the sign-up and studio editor rules, making nothing', async () => {
    await withApp({}, async (t) => {
      await issueSetupCode(t.app);
      const body = setupBody();
      const cases: Array<[unknown, string]> = [
        [{ ...body, code: '' }, 'setup.code_required'],
        [{ ...body, code: 'A'.repeat(65) }, 'setup.wrong_code'],
        [{ ...body, code: 'AB\u0007CD' }, 'text_control'],
        [{ ...body, owner: { ...body.owner, pwCon: 'something-else-1' } }, 'auth.password_mismatch'],
        [{ ...body, owner: { ...body.owner, pw: 'password', pwCon: 'password' } }, 'auth.password_common'],
        [{ ...body, owner: { ...body.owner, id: 'x!' } }, 'auth.id_format'],
        [{ ...body, owner: { ...body.owner, phone: '12' } }, 'auth.phone_format'],
        [{ ...body, owner: { ...body.owner, name: '' } }, 'auth.join_incomplete'],
        [
          { ...body, studio: { ...body.studio, businessNumber: '220-81-62518' } },
          'site.business_number_checksum',
        ],
        [{ ...body, studio: { ...body.studio, phone: '123' } }, 'site.phone_format'],
        [{ ...body, studio: { ...body.studio, name: '가'.repeat(61) } }, 'site.name_too_long'],
        [{ ...body, studio: { ...body.studio, address: '' } }, 'site.address_required'],
        [{ ...body, studio: { ...body.studio, extra: 1 } }, 'site.unknown_field'],
        [{ ...body, owner: 'director' }, 'invalid_input'],
        [{ ...body, extra: true }, 'setup.incomplete'],
        [{ ...body, studio: { ...body.studio, name: 'x'.repeat(100_000) } }, 'site.name_too_long'],
      ];
      for (const [payload, code] of cases) {
        const response = await post(t, payload);
        expect([
          JSON.stringify(payload).slice(0, 80),
          response.statusCode,
          response.json().error.code,
        ]).toEqual([JSON.stringify(payload).slice(0, 80), 400, code]);
      }
      expect(await t.db.selectFrom('users').selectAll().execute()).toEqual([]);
      expect(await needed(t)).toEqual({ needed: true });
    });
  });

  it('gives the studio to exactly one of 20 setups sent at once with the right code', async () => {
    await withApp({}, async (t) => {
      await issueSetupCode(t.app);
      // From 20 addresses, as 20 people would: the per-address limit is not what is tested here.
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => post(t, setupBody({ id: `owner_${i}` }), `10.6.0.${i + 1}`)),
      );
      expect(countStatuses(responses.map((r) => r.statusCode))).toEqual({ 201: 1, 409: 19 });
      for (const response of responses.filter((r) => r.statusCode === 409))
        expect(response.json().error.code).toBe('setup.done');
      const winner = responses.find((r) => r.statusCode === 201)!.json().user.id;
      expect(await t.db.selectFrom('users').select(['id', 'role']).execute()).toEqual([
        { id: winner, role: 'owner' },
      ]);
      const versions = await t.db
        .selectFrom('site_content_versions')
        .select('published_by_id')
        .where('section', '=', 'studio')
        .where('published_by_id', 'is not', null)
        .execute();
      expect(versions).toEqual([{ published_by_id: winner }]);
    });
  });

  it('leads every page to /setup until the owner exists, and nothing else', async () => {
    await withApp({ firstRun: true }, async (t) => {
      for (const url of ['/', '/login', '/join', '/managemember', '/post/3?x=1']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect([url, response.statusCode, response.headers.location]).toEqual([url, 303, '/setup']);
      }
      expect((await t.app.inject({ method: 'GET', url: '/setup' })).statusCode).not.toBe(303);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/assets/x.js' })).statusCode).toBe(404);
      await issueSetupCode(t.app);
      expect((await post(t, setupBody())).statusCode).toBe(201);
      expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).not.toBe(303);
    });
  });

  it('shows the owner the checklist, ticking what is done; teachers and visitors are refused', async () => {
    await withApp({ env: { PUBLIC_URL: 'https://studio.example' } }, async (t) => {
      await issueSetupCode(t.app);
      const setup = await post(t, setupBody());
      const cookie = String(setup.headers['set-cookie']).split(';')[0]!;
      const checklist = async () => {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/setup/checklist',
          headers: { cookie },
        });
        expect(response.statusCode).toBe(200);
        return Object.fromEntries(
          (response.json().items as Array<{ key: string; done: boolean }>).map((item) => [
            item.key,
            item.done,
          ]),
        );
      };
      expect(await checklist()).toEqual({
        studio: true,
        teachers: false,
        students: false,
        timetable: false,
        senders: false,
        backup: false,
        https: true,
      });
      const teacher = await signIn(t.app, 'teacher');
      expect((await api.add(t.app, teacher, { name: '민지', lesson: 4 })).statusCode).toBe(201);
      expect(
        (await addLesson(t.app, teacher, { day: '목', time: 11, type: '1시간', name: '민지' })).statusCode,
      ).toBe(201);
      expect(await checklist()).toMatchObject({ teachers: true, students: true, timetable: true });

      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/setup/checklist',
        headers: { cookie: teacher.cookie },
      });
      expect(refused.statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/setup/checklist' })).statusCode).toBe(401);
    });
  });
});
