/**
 * Enquiries at the same moment: the per-address limit holds exactly however many arrive
 * together (on PostgreSQL all queued behind the address's bucket, then let go at once), and two
 * staff members moving one enquiry cannot both win.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ENQUIRIES_PER_WINDOW } from '#shared/enquiry-rules.ts';
import { appForTests } from '../../testing/app-for-tests.ts';
import { countRows, countWhere } from '../../testing/count-rows.ts';
import { countStatuses } from '../../testing/count-statuses.ts';
import { anEnquiry, moveEnquiry, raceBehindBucket, sendEnquiry } from '../../testing/enquiries.ts';
import { signIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { warmPool } from '../../testing/warm-pool.ts';
import { returnHit, takeHit } from '../rate-limit/index.ts';
import { enquiryBucket, enquiryLimit } from './enquiry-limit.ts';

describe('enquiries under load', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  const teacher = signedInForTests(t, 'teacher');
  beforeAll(async () => {
    await warmPool(() => t.app.inject({ url: '/api/health' }));
  });

  const count = () => countRows(t.db, 'enquiries');

  it(`lets exactly ${MAX_ENQUIRIES_PER_WINDOW} of 50 simultaneous enquiries from one address through`, async () => {
    const address = '203.0.113.50';
    // The bucket exists, empty, so that the barrier has a row to hold the requests behind.
    const key = enquiryBucket(address);
    await takeHit(t.db, key, enquiryLimit, t.clock.now());
    await returnHit(t.db, key);

    const before = await count();
    const responses = await raceBehindBucket(
      t,
      key,
      () => Promise.all(Array.from({ length: 50 }, () => sendEnquiry(t.app, anEnquiry(), address))),
      50,
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({
      201: MAX_ENQUIRIES_PER_WINDOW,
      429: 50 - MAX_ENQUIRIES_PER_WINDOW,
    });
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(refused.json().error).toEqual({
      code: 'enquiries.rate_limited',
      message: '상담 신청이 너무 많이 들어왔습니다. 1시간 뒤에 다시 시도하시거나 학원으로 전화해 주세요.',
    });
    expect(await count()).toBe(before + MAX_ENQUIRIES_PER_WINDOW);
  }, 30_000);

  it('counts each address apart, an IPv6 /64 as one, and opens a new window after an hour', async () => {
    t.clock.set('2026-11-21T10:00:00+09:00');
    const full = '203.0.113.53';
    for (let index = 0; index < MAX_ENQUIRIES_PER_WINDOW; index += 1) {
      expect((await sendEnquiry(t.app, anEnquiry(), full)).statusCode).toBe(201);
    }
    expect((await sendEnquiry(t.app, anEnquiry(), '203.0.113.51')).statusCode).toBe(201);
    expect((await sendEnquiry(t.app, anEnquiry(), full)).statusCode).toBe(429);
    for (let index = 1; index <= MAX_ENQUIRIES_PER_WINDOW; index += 1) {
      expect((await sendEnquiry(t.app, anEnquiry(), `2001:db8:1:2::${index}`)).statusCode).toBe(201);
    }
    expect((await sendEnquiry(t.app, anEnquiry(), '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    t.clock.set('2026-11-21T10:59:59+09:00');
    expect((await sendEnquiry(t.app, anEnquiry(), full)).statusCode).toBe(429);
    t.clock.set('2026-11-21T11:00:00+09:00');
    expect((await sendEnquiry(t.app, anEnquiry(), full)).statusCode).toBe(201);
  });

  it('does not spend the allowance on refused enquiries', async () => {
    for (let index = 0; index < 12; index += 1) {
      const refused = await sendEnquiry(t.app, anEnquiry({ phone: '02-123-4567' }), '203.0.113.52');
      expect(refused.statusCode).toBe(400);
    }
    for (let index = 0; index < MAX_ENQUIRIES_PER_WINDOW; index += 1) {
      expect((await sendEnquiry(t.app, anEnquiry(), '203.0.113.52')).statusCode).toBe(201);
    }
    expect((await sendEnquiry(t.app, anEnquiry(), '203.0.113.52')).statusCode).toBe(429);
  });

  it('lets one of 10 simultaneous status changes of one enquiry win', async () => {
    const id = (await sendEnquiry(t.app, anEnquiry(), '203.0.113.60')).json().id;
    const others = await Promise.all(Array.from({ length: 4 }, () => signIn(t.app, 'teacher')));
    const staff = [teacher, ...others];
    // All ask for the same move (접수 → 연락함): after the first, it is no move at all.
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        moveEnquiry(t.app, staff[index % staff.length]!, id, '연락함'),
      ),
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 200: 1, 409: 9 });
    expect(await countWhere(t.db, 'audit_log', { target: `enquiry:${id}` })).toBe(1);
  });
});
