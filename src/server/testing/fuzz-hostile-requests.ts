/**
 * Hostile requests to every operation in the OpenAPI document: whatever path segments, queries
 * and JSON bodies arrive — control characters, NUL, 1 MB strings, wrong types, the edges of
 * integers — the answer is a 2xx/3xx or a 4xx in the Korean error shape, never a 5xx; and what
 * was stored afterwards still keeps the rules.
 *
 * Every kind of hostile value (`HOSTILE_KINDS`) reaches every operation: the operation's path
 * parameters, query parameters and body properties (and a few query keys it does not know, so
 * that an operation with few of them still meets every kind) are its slots, and each request
 * gives each slot the next kind in turn, until every kind has been sent. Then the body is
 * replaced whole by what is not an object, and a few random requests (fast-check, seeded per
 * run) mix the kinds in ways no list foresees. The cross-product (every field × every value)
 * is not sent: its requests ran the same validation again and again. The operations are dealt
 * into shards, one test file each, so that the API suite's workers share the work.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textProblem } from '#shared/text.ts';
import type { Db } from '../db/database.ts';
import { createSession } from '../features/auth/session-store.ts';
import { createFamilySession } from '../features/family/family-sessions.queries.ts';
import { HOSTILE_KINDS, hostileBody } from '../fuzz/arbitraries.ts';
import { listOperations, type Operation } from '../fuzz/operations.ts';
import { LEGAL_RULES, POST_RULES } from '../rich-text/rules.ts';
import { type RichTextRules, sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';
import { checkAnswer, query, RUNS, seedSettings, segment, urlOf } from './fuzz-requests.ts';
import { type SignedIn, signIn } from './sign-in.ts';
import { newStudent } from './students.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Query keys no operation reads, so that every operation has slots enough for the kinds. */
const UNKNOWN_KEYS = [
  'extra',
  '__proto__',
  'constructor',
  'q',
  'page',
  'limit',
  'sort',
  'id',
  'from',
  'to',
  'x',
  'y',
];
/** Bodies that are not an object at all, sent whole to each operation that reads a JSON body. */
const WHOLE_BODIES: unknown[] = [null, ['\u0000'], 'text', 2 ** 31];
/** Random requests per operation after the kinds; FUZZ_RUNS raises them with the other fuzzers'. */
const RANDOM_RUNS = Math.ceil(RUNS / 8);

/** A value in a path segment or a query: as text, percent-encoded so that it reaches the router. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
function asSegment(value: unknown): string {
  try {
    return encodeURIComponent(asText(value)) || '%20';
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as bytes
  }
}

/**
 * A megabyte in an address is cut down to 5,000 characters: no server takes a request line of
 * megabytes (Node's limit on a request's head is 16 KB), and encoding and decoding one was most
 * of the fuzzer's time. The megabyte still arrives in bodies.
 */
function inUrl(value: unknown): unknown {
  return typeof value === 'string' && value.length > 5_000 ? value.slice(0, 5_000) : value;
}

interface Planned {
  params: string[];
  search: string;
  body: unknown;
  kinds: string;
}

/**
 * The requests that give every kind to the operation: request r gives slot s the kind
 * r × slots + s (from `offset`, so that operations start at different kinds).
 */
function kindRequests(operation: Operation, offset: number): Planned[] {
  const queryKeys = [...operation.queryParams, ...UNKNOWN_KEYS];
  const body = operation.bodyProperties ?? [];
  const slots = operation.pathParams.length + queryKeys.length + body.length;
  const planned: Planned[] = [];
  for (let first = 0; first < HOSTILE_KINDS.length; first += slots) {
    const kindAt = (slot: number) => HOSTILE_KINDS[(offset + first + slot) % HOSTILE_KINDS.length]!;
    const params = operation.pathParams.map((_, index) => asSegment(inUrl(kindAt(index).value)));
    const search = new URLSearchParams(
      queryKeys.map((key, index) => [key, asText(inUrl(kindAt(operation.pathParams.length + index).value))]),
    ).toString();
    const bodyStart = operation.pathParams.length + queryKeys.length;
    const values = Object.fromEntries(body.map((name, index) => [name, kindAt(bodyStart + index).value]));
    const kinds = Array.from(
      { length: Math.min(slots, HOSTILE_KINDS.length) },
      (_, slot) => kindAt(slot).name,
    );
    planned.push({
      params,
      search,
      body: operation.bodyProperties ? values : undefined,
      kinds: kinds.join(', '),
    });
  }
  if (operation.bodyProperties) {
    for (const whole of WHOLE_BODIES) {
      planned.push({
        params: operation.pathParams.map(() => '1'),
        search: '',
        body: whole,
        kinds: `the body ${JSON.stringify(whole)}`,
      });
    }
  }
  return planned;
}

export function fuzzHostileRequests(shard: number, shards: number): void {
  describe(`hostile requests to the operations of shard ${shard + 1} of ${shards}`, () => {
    let t: TestApp;
    let owner: SignedIn;
    /** A student whose family's sessions the family operations are sent with. */
    let studentId: number;
    let address = 0;
    beforeAll(async () => {
      t = await createTestApp({ now: '2026-11-21T10:00:00+09:00' });
      owner = await signIn(t.app, 'owner');
      studentId = await newStudent(t.app, owner, { name: '김하나' });
    });
    afterAll(async () => {
      await t.close();
    });

    /**
     * The cookie of whoever may call the operation, fresh each time so that a fuzzed logout signs
     * no later request out: a family's for the family's operations, the owner's for the rest.
     */
    async function cookieFor(operation: Operation): Promise<string> {
      if (operation.role === 'family') {
        const { token } = await createFamilySession(t.db, {
          studentIds: [studentId],
          phone: null,
          now: t.clock.now(),
        });
        return `${t.app.familyCookie.name}=${token}`;
      }
      return `${t.app.sessionCookie.name}=${await createSession(t.app.db, owner.id, t.clock.now())}`;
    }

    /** One request; the answer is checked, and named by the operation and what it carried. */
    async function send(operation: Operation, planned: Planned, signedIn: boolean): Promise<void> {
      const cookie = signedIn ? await cookieFor(operation) : undefined;
      address += 1;
      const { params, search, body } = planned;
      const response = await t.app.inject({
        method: operation.method,
        url: urlOf(operation, params, search),
        remoteAddress: `10.${78 + shard}.${(address >> 8) & 255}.${address & 255}`,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      const who = operation.role === 'family' ? 'as a family' : 'as the owner';
      const where = `${operation.method} ${operation.path} ${signedIn ? who : 'signed out'}: ${planned.kinds}`;
      try {
        checkAnswer(response);
      } catch (error) {
        throw new Error(`${where}\n${(error as Error).message}`);
      }
      // An open operation that answers 'sign in' keeps a guard in its handler, after the
      // body was read: the guard belongs in the route's onRequest.
      if (!cookie && operation.role === null && response.statusCode === 401) {
        expect(response.json().error.code, where).not.toBe('auth.required');
      }
    }

    it('answers every kind of hostile parameter, query and JSON body without a 5xx, and stores only what keeps the rules', async () => {
      const all = listOperations(t.app);
      const operations = all.filter((_, index) => index % shards === shard);
      expect(operations.length).toBeGreaterThan(0);
      for (const [index, operation] of operations.entries()) {
        // A guarded operation refuses a visitor before it reads anything (openapi-fuzz.api.test.ts):
        // its hostile requests come with a session that may call it (a family's or the owner's),
        // to reach what reads them. An open one gets them signed out and signed in by turns.
        const planned = kindRequests(operation, index * shards + shard);
        for (const [turn, request] of planned.entries()) {
          await send(operation, request, operation.role !== null || turn % 2 === 0);
        }
        await fc.assert(
          fc.asyncProperty(
            fc.array(segment, {
              minLength: operation.pathParams.length,
              maxLength: operation.pathParams.length,
            }),
            query(operation.queryParams),
            operation.bodyProperties ? hostileBody(operation.bodyProperties) : fc.constant(undefined),
            fc.boolean(),
            async (params, search, body, signedIn) => {
              await send(operation, { params, search, body, kinds: 'random' }, signedIn);
            },
          ),
          { ...seedSettings(), numRuns: RANDOM_RUNS },
        );
      }
      await expectRulesKept(t.db);
    }, 480_000);
  });
}

/** At most 2 hours per name a day, only clean text and sanitised rich text stored. */
async function expectRulesKept(db: Db): Promise<void> {
  const bookings = await db.selectFrom('bookings').select(['date', 'name']).execute();
  const perNameAndDay = new Map<string, number>();
  for (const row of bookings) {
    const key = `${row.date}/${row.name}`;
    perNameAndDay.set(key, (perNameAndDay.get(key) ?? 0) + 1);
  }
  expect([...perNameAndDay.values()].every((count) => count <= 2)).toBe(true);
  const texts = [
    ...bookings.map((row) => row.name),
    ...(await db.selectFrom('users').select('name').execute()).map((row) => row.name),
    ...(await db.selectFrom('posts').select('title').execute()).map((row) => row.title),
    ...(await db.selectFrom('enquiries').select(['name', 'instrument']).execute()).flatMap((row) =>
      row.instrument === null ? [row.name] : [row.name, row.instrument],
    ),
    ...(await db.selectFrom('students').select(['name', 'instrument', 'level']).execute()).flatMap((row) =>
      [row.name, row.instrument, row.level].filter((text) => text !== null),
    ),
  ];
  for (const text of texts) {
    expect(textProblem(text), JSON.stringify(text)).toBeNull();
    expect(text).toBe(text.normalize('NFC'));
  }
  // Rich text, whichever route stored it, is already within its allowlist.
  const richTexts: [string, RichTextRules][] = [];
  for (const post of await db.selectFrom('posts').select('content').execute()) {
    richTexts.push([post.content, POST_RULES]);
  }
  const versions = await db
    .selectFrom('site_content_versions')
    .select(['section', 'content'])
    .where('section', 'in', ['director', 'policies'])
    .execute();
  for (const { section, content } of versions) {
    const stored = JSON.parse(content);
    if (section === 'director') richTexts.push([stored.greeting, POST_RULES]);
    else richTexts.push([stored.terms.html, LEGAL_RULES], [stored.privacy.html, LEGAL_RULES]);
  }
  for (const [html, rules] of richTexts) expect(sanitizeRichText(html, rules)).toBe(html);
}
