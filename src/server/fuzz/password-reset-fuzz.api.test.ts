/**
 * Property-based fuzzing of password-reset links as the owner and teachers meet them: random
 * sequences of links made for teachers (and for the owner, a pending sign-up, an unknown id),
 * checks and uses of any link made so far or of tokens nobody made, with good and bad new
 * passwords, while the clock moves across the 24 hours. Whatever the sequence: never a 5xx,
 * every refusal in Korean and exactly what a model of the rules says (used, replaced, expired,
 * unknown; the password rules first), at most one open link per account, one audited use per
 * success, every session of a reset account gone, and each teacher signs in with the password
 * the model says is theirs. Bounded runs; FUZZ_RUNS raises them, FUZZ_SEED replays one.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '#shared/messages/ko.ts';
import { hashPassword } from '../features/auth/password.ts';
import { RESET_LIFETIME_MS } from '../features/auth/password-reset.queries.ts';
import { createSession } from '../features/auth/session-store.ts';
import { appForTests } from '../testing/app-for-tests.ts';
import { auditEntries } from '../testing/audit-entries.ts';
import { countWhere } from '../testing/count-rows.ts';
import { expectOperationsListed, seedSettings } from '../testing/fuzz-requests.ts';
import { openResetLinks } from '../testing/open-reset-links.ts';
import { signedInForTests } from '../testing/signed-in-for-tests.ts';
import { hostileString } from './arbitraries.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const START = new Date('2026-11-24T01:00:00Z').getTime();
const HOUR = 60 * 60 * 1000;
const FIRST_PASSWORD = 'fuzz-first-password-0';

/** New passwords as people type them, and as the rules refuse them (with the code they get). */
const passwords: [string, ErrorCode | null][] = [
  ['fuzz-new-password-1', null],
  ['fuzz-new-password-2', null],
  ['', 'auth.join_incomplete'],
  ['short7', 'auth.password_length'],
  ['password123', 'auth.password_common'],
  ['가'.repeat(129), 'auth.password_length'],
];

const step = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('issue' as const), who: fc.nat({ max: 5 }) }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('use' as const),
      pick: fc.nat(),
      password: fc.nat({ max: passwords.length - 1 }),
      confirmDiffers: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('check' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 30 }) }),
  },
  {
    weight: 1,
    // Short enough to stay under the body limit: the general fuzz sends the huge ones.
    arbitrary: fc.record({
      kind: fc.constant('stranger' as const),
      token: hostileString.filter((text) => text.length < 10_000),
    }),
  },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

interface Link {
  token: string;
  userId: string;
  expiresAt: number;
  used: boolean;
}

describe('fuzzing password-reset links', () => {
  const t = appForTests({ now: new Date(START) });
  const owner = signedInForTests(t, 'owner');
  let round = 0;
  let addresses = 0;

  const address = () => `10.66.${(++addresses >> 8) & 255}.${addresses & 255}`;
  const post = (url: string, payload?: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: address(),
      headers: {
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  it('finds the new operations in the OpenAPI document, so the general fuzz sends them too', () => {
    expectOperationsListed(t.app, [
      'POST /api/accounts/{id}/reset',
      'POST /api/user/reset/check',
      'POST /api/user/reset',
    ]);
  });

  /** Teachers (each signed in once, to see the session end), a pending sign-up; ids of this round. */
  async function accounts(): Promise<{ teachers: string[]; pending: string }> {
    round += 1;
    const teachers = [`fz${round}_a`, `fz${round}_b`];
    const pending = `fz${round}_p`;
    const passwordHash = await hashPassword(FIRST_PASSWORD);
    for (const id of [...teachers, pending]) {
      await t.db
        .insertInto('users')
        .values({
          id,
          name: `퍼즈${round}`,
          phone: '',
          password_hash: passwordHash,
          role: id === pending ? 'pending' : 'teacher',
          created_at: new Date(START).toISOString(),
        })
        .execute();
      await createSession(t.db, id, new Date(START));
    }
    return { teachers, pending };
  }

  function expectRefusal(response: LightMyRequestResponse, status: number, code: ErrorCode, where: string) {
    expect([response.statusCode, response.json().error?.code], where).toEqual([status, code]);
    expect(response.json().error.message, where).toMatch(/[가-힣]/);
  }

  /** What the model says of using (or checking) a link now: null when it works. */
  function linkState(link: Link, links: Link[], now: number): [number, ErrorCode] | null {
    if (link.used) return [410, 'auth.reset_used'];
    const latest = links.filter((other) => other.userId === link.userId).at(-1);
    if (latest !== link) return [410, 'auth.reset_replaced'];
    if (now >= link.expiresAt) return [410, 'auth.reset_expired'];
    return null;
  }

  async function play(steps: Step[]) {
    t.clock.set(new Date(START));
    let now = START;
    const { teachers, pending } = await accounts();
    const targets = [...teachers, pending, owner.id, `nobody_${round}`, teachers[0]!];
    const links: Link[] = [];
    const current = new Map(teachers.map((id) => [id, FIRST_PASSWORD]));
    const reset = new Set<string>();
    let successes = 0;

    for (const next of steps) {
      const where = `${JSON.stringify(next).slice(0, 200)}`;
      if (next.kind === 'wait') {
        now += next.hours * HOUR;
        t.clock.set(new Date(now));
        continue;
      }
      if (next.kind === 'issue') {
        const target = targets[next.who]!;
        const response = await post(`/api/accounts/${target}/reset`, undefined, owner.cookie);
        if (target === pending) expectRefusal(response, 409, 'auth.reset_pending', where);
        else if (target === owner.id) expectRefusal(response, 400, 'auth.reset_owner', where);
        else if (!teachers.includes(target)) expectRefusal(response, 404, 'auth.account_not_found', where);
        else {
          expect(response.statusCode, where).toBe(200);
          const { url, expiresAt } = response.json();
          expect(new Date(expiresAt).getTime(), where).toBe(now + RESET_LIFETIME_MS);
          links.push({
            token: new URL(url).hash.replace('#token=', ''),
            userId: target,
            expiresAt: now + RESET_LIFETIME_MS,
            used: false,
          });
        }
        continue;
      }
      if (next.kind === 'stranger') {
        for (const url of ['/api/user/reset/check', '/api/user/reset']) {
          const response = await post(url, {
            token: next.token,
            newPw: passwords[0]![0],
            newPwCon: passwords[0]![0],
          });
          expectRefusal(response, 400, 'auth.reset_invalid', where);
        }
        continue;
      }
      // A link made so far, or (with none yet) a token nobody made.
      const link = links.length > 0 ? links[next.pick % links.length]! : undefined;
      const token = link?.token ?? 'Z'.repeat(43);
      const state = link ? linkState(link, links, now) : ([400, 'auth.reset_invalid'] as [number, ErrorCode]);
      if (next.kind === 'check') {
        const response = await post('/api/user/reset/check', { token });
        if (state) expectRefusal(response, state[0], state[1], where);
        else expect([response.statusCode, response.json().id], where).toEqual([200, link!.userId]);
        continue;
      }
      const [newPw, rule] = passwords[next.password]!;
      const newPwCon = next.confirmDiffers ? `${newPw}x` : newPw;
      const response = await post('/api/user/reset', { token, newPw, newPwCon });
      // The password's rules come before the link's state: the form is checked first.
      const blank = newPw === '';
      if (rule) expectRefusal(response, 400, blank ? 'auth.join_incomplete' : rule, where);
      else if (next.confirmDiffers) expectRefusal(response, 400, 'auth.password_mismatch', where);
      else if (state) expectRefusal(response, state[0], state[1], where);
      else {
        expect(response.statusCode, `${where} ${response.body}`).toBe(200);
        link!.used = true;
        current.set(link!.userId, newPw);
        reset.add(link!.userId);
        successes += 1;
      }
    }
    return { teachers, current, reset, successes };
  }

  it('holds every link to the rules, whatever is done with it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const { teachers, current, reset, successes } = await play(steps);
        for (const id of teachers) {
          expect(await openResetLinks(t.db, id)).toBeLessThanOrEqual(1);
          expect(await countWhere(t.db, 'sessions', { user_id: id }), id).toBe(reset.has(id) ? 0 : 1);
          const login = await post('/api/user/login', { id, pw: current.get(id) });
          expect(login.statusCode, `${id} signs in with the password the model says`).toBe(200);
        }
        const uses = (await auditEntries(t.db, 'account.password_reset')).filter((entry) =>
          teachers.includes(entry.target),
        );
        expect(uses).toHaveLength(successes);
      }),
      { ...seedSettings(), numRuns: RUNS },
    );
  }, 240_000);
});
