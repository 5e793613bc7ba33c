/**
 * Property-based fuzzing of 상담 신청 as visitors and staff meet it: random sequences of
 * enquiries (valid, nearly valid and hostile fields), status moves and registrations as
 * students (by two teachers, with names that collide) against real ids. Whatever the sequence:
 * never a 5xx, every refusal in Korean; afterwards the menu's count is the number of 접수
 * enquiries, every enquiry's audit trail is a path the status rules allow and ends at its status,
 * each registered enquiry made exactly one current student of its teacher, and all stored text
 * is clean. Bounded runs; FUZZ_RUNS raises them, FUZZ_SEED replays one.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  canMoveEnquiry,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
  PREFERRED_TIMES,
} from '#shared/enquiry-rules.ts';
import { textProblem } from '#shared/text.ts';
import { appForTests } from '../testing/app-for-tests.ts';
import { enquirySummary, moveEnquiry, registerEnquiry, sendEnquiry } from '../testing/enquiries.ts';
import { expectOperationsListed, seedSettings } from '../testing/fuzz-requests.ts';
import { signedInForTests } from '../testing/signed-in-for-tests.ts';
import { hostileJson, hostileString } from './arbitraries.ts';

const NAMES = ['김하늘', '이바다', '박구름'];

/** Mostly what a person types, sometimes anything at all. */
const either = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 9, arbitrary: valid }, { weight: 1, arbitrary: hostileJson });

const fields = {
  name: either(fc.constantFrom(...NAMES, ' 김하늘 ', '김\u200B하늘')),
  phone: either(fc.constantFrom('010-1234-5678', '01012345678', '+82 10 1234 5678', '02-123-4567')),
  instrument: either(fc.constantFrom('색소폰', '보컬', '', null)),
  preferredTimes: either(fc.subarray([...PREFERRED_TIMES])),
  message: either(fc.oneof(hostileString, fc.constant('체험 레슨 문의드립니다.\n저녁이 좋아요.'))),
  consent: either(fc.constant(true)),
};
/** Usually a whole form; sometimes one with fields left out. */
const enquiry = fc.oneof(
  { weight: 4, arbitrary: fc.record(fields, { requiredKeys: ['name', 'phone', 'consent'] }) },
  { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
);

const step = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('send' as const), body: enquiry }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      pick: fc.nat(),
      status: either(fc.constantFrom(...ENQUIRY_STATUSES)),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('register' as const),
      pick: fc.nat(),
      byOther: fc.boolean(),
      name: fc.option(either(fc.constantFrom(...NAMES, '김하늘B')), { nil: undefined }),
    }),
  },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

describe('fuzzing 상담 신청', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  const kim = signedInForTests(t, 'teacher');
  const lee = signedInForTests(t, 'teacher');
  let address = 0;

  it('finds the enquiry operations in the OpenAPI document, so the general fuzz sends them too', () => {
    expectOperationsListed(t.app, [
      'POST /api/enquiries',
      'GET /api/enquiries',
      'GET /api/enquiries/summary',
      'PUT /api/enquiries/{id}',
      'POST /api/enquiries/{id}/register',
    ]);
  });

  async function play(steps: Step[], ids: number[]) {
    for (const next of steps) {
      let response: LightMyRequestResponse;
      const pick = (index: number) => (ids.length ? ids[index % ids.length]! : index + 1);
      if (next.kind === 'send') {
        address += 1;
        response = await sendEnquiry(t.app, next.body, `10.88.${(address >> 8) & 255}.${address & 255}`);
        if (response.statusCode === 201) ids.push(response.json().id);
      } else if (next.kind === 'move') {
        response = await moveEnquiry(t.app, kim, pick(next.pick), next.status);
      } else {
        const body = next.name === undefined ? undefined : { name: next.name };
        response = await registerEnquiry(t.app, next.byOther ? lee : kim, pick(next.pick), body);
      }
      const where = `${JSON.stringify(next)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(response.statusCode, where).toBeLessThan(500);
      if (response.statusCode >= 400) expect(response.json().error.message, where).toMatch(/[가-힣]/);
    }
  }

  async function expectConsistent() {
    const rows = await t.db.selectFrom('enquiries').selectAll().execute();
    const fresh = rows.filter((row) => row.status === '접수').length;
    expect((await enquirySummary(t.app, kim)).json().newCount).toBe(fresh);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['target', 'action', 'detail'])
      .where('target', 'like', 'enquiry:%')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const trail = audit.filter((entry) => entry.target === `enquiry:${row.id}`);
      let status: EnquiryStatus = '접수';
      for (const entry of trail) {
        const detail = JSON.parse(entry.detail) as {
          before: { status: EnquiryStatus };
          after: { status: EnquiryStatus };
        };
        expect(detail.before.status, `enquiry ${row.id}`).toBe(status);
        expect(canMoveEnquiry(status, detail.after.status), `enquiry ${row.id}`).toBe(true);
        status = detail.after.status;
      }
      expect(row.status, `enquiry ${row.id}`).toBe(status);
      const registered = trail.some((entry) => entry.action === 'enquiry.register');
      expect(row.student_name !== null, `enquiry ${row.id}`).toBe(registered);
      for (const text of [row.name, row.instrument, row.message]) {
        if (text === null) continue;
        expect(textProblem(text, true), JSON.stringify(text)).toBeNull();
        expect(text).toBe(text.normalize('NFC'));
      }
    }

    // Each registration made exactly one current student of its teacher, and nothing else made any.
    const students = await t.db.selectFrom('students').select(['name', 'teacher_id']).execute();
    const made = rows.filter((row) => row.student_name !== null);
    expect(students).toHaveLength(made.length);
    for (const row of made) {
      expect(students).toContainEqual({ name: row.student_name, teacher_id: row.student_teacher_id });
    }
  }

  it('keeps the counts, the audit trail, the students and the stored text in agreement', async () => {
    const ids: number[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 16 }), async (steps) => {
        await play(steps, ids);
        await expectConsistent();
      }),
      seedSettings(),
    );
  }, 240_000);
});
