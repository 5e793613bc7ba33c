/**
 * Fuzzing the private calendar feed's address: any token a stranger or a broken link sends —
 * hostile text, a live token with one character changed, with or without `.ics` — is a 404 in
 * the error shape (or the framework's 400 for broken percent-encoding and 414 past the router's length), never a 5xx and never a
 * calendar; only the live token serves one. Bounded runs; FUZZ_RUNS raises them, FUZZ_SEED
 * replays one.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../testing/app-for-tests.ts';
import { RUNS, seedSettings } from '../testing/fuzz-requests.ts';
import { signedInForTests } from '../testing/signed-in-for-tests.ts';
import { call } from '../testing/students.ts';
import { hostileString } from './arbitraries.ts';

const settings = () => ({ ...seedSettings(), numRuns: RUNS * 4 });
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function expectRefusal(response: LightMyRequestResponse): void {
  const where = `${response.statusCode} ${response.body.slice(0, 200)}`;
  // Bytes that are no UTF-8 text and addresses past the router's length: the framework's 400 and 414.
  expect([400, 404, 414], where).toContain(response.statusCode);
  expect(response.headers['content-type'], where).toMatch(/^application\/json/);
  const body = response.json() as { error: { code: string; message: string } };
  expect(Object.keys(body), where).toEqual(['error']);
  expect(body.error.message, where).toMatch(/[가-힣]/);
  if (response.statusCode === 400) expect(body.error.code, where).toBe('bad_request');
  // A path past the route (a trailing slash) is the site's plain 404.
  if (response.statusCode === 404)
    expect(['calendar.feed_not_found', 'not_found'], where).toContain(body.error.code);
}

describe('fuzzing the calendar feed address', () => {
  const t = appForTests({ now: '2026-11-25T10:00:00+09:00' });
  const teacher = signedInForTests(t, 'teacher');
  let token: string;
  let address = 0;
  beforeAll(async () => {
    const { url } = (await call(t.app, teacher, 'GET', '/api/calendar/feed')).json() as { url: string };
    token = /\/calendar\/([^/]+)\.ics$/.exec(url)![1]!;
  });

  // Each from an address of its own, so that the per-address limit never answers first.
  const get = (path: string) => {
    address += 1;
    return t.app.inject({
      method: 'GET',
      url: path,
      remoteAddress: `10.78.${(address >> 8) & 255}.${address & 255}`,
    });
  };

  it('refuses hostile tokens, with or without .ics, as a missing calendar', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileString,
        fc.constantFrom('.ics', '', '.ICS', '.ics/', '%2Eics'),
        async (text, suffix) => {
          let segment: string;
          try {
            segment = encodeURIComponent(text) || '%20';
          } catch {
            segment = '%ED%A0%80';
          }
          expectRefusal(await get(`/calendar/${segment}${suffix}`));
        },
      ),
      settings(),
    );
  });

  it('refuses the live token with one character changed, cut or lengthened', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: token.length - 1 }),
        fc.constantFrom(...BASE64URL),
        fc.constantFrom('change', 'cut', 'add'),
        async (at, char, how) => {
          const changed =
            how === 'change'
              ? token.slice(0, at) + char + token.slice(at + 1)
              : how === 'cut'
                ? token.slice(0, at) + token.slice(at + 1)
                : token.slice(0, at) + char + token.slice(at);
          fc.pre(changed !== token);
          expectRefusal(await get(`/calendar/${changed}.ics`));
        },
      ),
      settings(),
    );
  });

  it('serves the live token, the one success', async () => {
    const response = await get(`/calendar/${token}.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  });
});
