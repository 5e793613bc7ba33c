/**
 * Property-based fuzzing of the student profile and search as teachers meet them: random
 * sequences of registrations and edits with nearly valid and hostile 악기, 수준, 메모 and 수강료
 * (and names, so students come and go), by two teachers and the owner, against real students,
 * and searches with any `q`. Whatever the sequence: never a 5xx, every refusal in Korean; the
 * stored profile is clean one-line or paragraph text within its length, a fee is whole (both
 * parts or none, within bounds); a search finds exactly what the shared matcher finds among the
 * teacher's current students; the memo never appears in a list; and each student's profile is
 * what their last accepted change said. Bounded runs; FUZZ_RUNS raises them, FUZZ_SEED replays one.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { INSTRUMENT_MAX, LEVEL_MAX, MEMO_MAX } from '#shared/schemas/students.ts';
import { studentMatches } from '#shared/student-search.ts';
import { textProblem } from '#shared/text.ts';
import { appForTests } from '../testing/app-for-tests.ts';
import { seedSettings } from '../testing/fuzz-requests.ts';
import type { SignedIn } from '../testing/sign-in.ts';
import { signedInForTests } from '../testing/signed-in-for-tests.ts';
import { api } from '../testing/students.ts';
import { hostileJson, hostileString } from './arbitraries.ts';

const NAMES = ['김민지', '김민수', '꼬마', '이서준'];

/** Mostly what a person types, sometimes anything at all. */
const either = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 8, arbitrary: valid }, { weight: 2, arbitrary: hostileJson });

const profile = {
  instrument: either(fc.constantFrom('색소폰', ' 알토  색소폰 ', '', null, '가'.repeat(30), '가'.repeat(31))),
  level: either(fc.constantFrom('초급', '중급', '', null, '나'.repeat(20), '나'.repeat(21))),
  memo: either(
    fc.oneof(
      hostileString,
      fc.constantFrom('리드 2.5호\r\n호흡 위주', '', null, '다'.repeat(MEMO_MAX), '다'.repeat(MEMO_MAX + 1)),
    ),
  ),
  fee: either(
    fc.oneof(
      fc.constant(null),
      fc.record(
        {
          pay: fc.oneof(fc.integer({ min: -1, max: 100_000_001 }), fc.constantFrom(250_000, 1.5, '250000')),
          lesson: fc.oneof(fc.integer({ min: -1, max: 101 }), fc.constantFrom(4, '4')),
        },
        { requiredKeys: [] },
      ),
    ),
  ),
};
const changes = fc.record(profile, { requiredKeys: [] });

const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      who: fc.nat(2),
      name: either(fc.constantFrom(...NAMES)),
      body: changes,
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      who: fc.nat(2),
      name: fc.constantFrom(...NAMES),
      body: changes,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('archive' as const), name: fc.constantFrom(...NAMES) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('search' as const),
      who: fc.nat(2),
      q: fc.oneof(
        hostileString,
        fc.constantFrom('ㄱㅁ', '김ㅁ', 'ㄲ', '010-12', '1234', ' 민 ', '가'.repeat(51)),
      ),
    }),
  },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

interface Stored {
  instrument: string | null;
  level: string | null;
  memo: string | null;
  fee: { pay: number; lesson: number } | null;
}

describe('fuzzing the student profile and search', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  const people = [
    signedInForTests(t, 'teacher'),
    signedInForTests(t, 'teacher'),
    signedInForTests(t, 'owner'),
  ];
  /** What each current student's profile must be: teacher/name → the last accepted values. */
  const expected = new Map<string, Stored>();

  const keyOf = (who: SignedIn, name: string) => `${who.id}/${name}`;
  /** A query as a URL carries it; a lone surrogate goes as its bytes. */
  const encoded = (text: string) => {
    try {
      return encodeURIComponent(text);
    } catch {
      return '%ED%A0%80';
    }
  };

  /** The profile after an accepted change: the fields the answer shows. */
  const remember = (who: SignedIn, response: LightMyRequestResponse) => {
    const student = response.json().student as Stored & { name: string; memo?: string | null };
    const before = expected.get(keyOf(who, student.name));
    expected.set(keyOf(who, student.name), {
      instrument: student.instrument,
      level: student.level,
      fee: student.fee,
      // A registration's answer carries no memo: read it from the store below.
      memo: student.memo !== undefined ? student.memo : (before?.memo ?? null),
    });
  };

  async function play(steps: Step[]) {
    for (const next of steps) {
      let response: LightMyRequestResponse;
      if (next.kind === 'add') {
        const who = people[next.who]!;
        response = await api.add(t.app, who, { ...next.body, name: next.name });
        if (response.statusCode === 201) {
          const detail = await api.detail(t.app, who, response.json().student.name);
          expected.set(keyOf(who, response.json().student.name), {
            ...detail.json(),
          } as Stored);
        }
      } else if (next.kind === 'edit') {
        const who = people[next.who]!;
        response = await api.edit(t.app, who, next.name, next.body);
        if (response.statusCode === 200) remember(who, response);
      } else if (next.kind === 'archive') {
        const who = people[0]!;
        response = await api.archive(t.app, who, next.name);
        if (response.statusCode === 200) expected.delete(keyOf(who, next.name));
      } else {
        const who = people[next.who]!;
        response = await api.list(t.app, who, `?q=${encoded(next.q)}`);
        if (response.statusCode === 200) {
          const everyone = (await api.list(t.app, who)).json() as {
            id: number;
            name: string;
            phone: string;
          }[];
          const found = (response.json() as { id: number; memo?: unknown }[]).map((student) => student.id);
          const wanted = everyone.filter((student) => studentMatches(student, next.q.trim()));
          expect(found, JSON.stringify(next.q)).toEqual(wanted.map((student) => student.id));
          for (const student of response.json() as object[]) expect(student).not.toHaveProperty('memo');
        }
      }
      const where = `${JSON.stringify(next).slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(response.statusCode, where).toBeLessThan(500);
      if (response.statusCode >= 400) expect(response.json().error.message, where).toMatch(/[가-힣]/);
    }
  }

  async function expectWhole() {
    const rows = await t.db
      .selectFrom('students')
      .select(['teacher_id', 'name', 'instrument', 'level', 'memo', 'fee_amount', 'fee_lessons'])
      .where('archived_at', 'is', null)
      .execute();
    for (const row of rows) {
      const where = `${row.teacher_id}/${row.name}`;
      for (const [text, max, multiline] of [
        [row.instrument, INSTRUMENT_MAX, false],
        [row.level, LEVEL_MAX, false],
        [row.memo, MEMO_MAX, true],
      ] as const) {
        if (text === null) continue;
        expect(textProblem(text, multiline), where).toBeNull();
        expect(text, where).toBe(text.normalize('NFC'));
        expect(text.length, where).toBeGreaterThan(0);
        expect(text.length, where).toBeLessThanOrEqual(max);
        if (!multiline) expect(text, where).toBe(text.trim());
      }
      expect(row.fee_amount === null, where).toBe(row.fee_lessons === null);
      if (row.fee_amount !== null) {
        expect(Number(row.fee_amount)).toBeGreaterThanOrEqual(1);
        expect(Number(row.fee_amount)).toBeLessThanOrEqual(100_000_000);
        expect(Number(row.fee_lessons)).toBeGreaterThanOrEqual(1);
        expect(Number(row.fee_lessons)).toBeLessThanOrEqual(100);
      }
      const remembered = expected.get(where);
      if (remembered) {
        expect(
          {
            instrument: row.instrument,
            level: row.level,
            memo: row.memo,
            fee:
              row.fee_amount === null
                ? null
                : { pay: Number(row.fee_amount), lesson: Number(row.fee_lessons) },
          },
          where,
        ).toEqual({
          instrument: remembered.instrument,
          level: remembered.level,
          memo: remembered.memo,
          fee: remembered.fee,
        });
      }
    }
  }

  it('keeps every stored profile clean and as last accepted, and every search the matcher’s answer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        await play(steps);
        await expectWhole();
      }),
      seedSettings(),
    );
  }, 240_000);
});
