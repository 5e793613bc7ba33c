/**
 * Hostile requests to every operation in the OpenAPI document: whatever path segments, queries
 * and JSON bodies arrive — control characters, 1 MB strings, wrong types, the edges of integers
 * — the answer is a 2xx/3xx or a 4xx in the Korean error shape, never a 5xx; and what was
 * stored afterwards still keeps the rules. The operations are dealt into shards, one test file
 * each, so that the API suite's workers share the work instead of waiting on one long file.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textProblem } from '#shared/text.ts';
import type { Db } from '../db/database.ts';
import { createSession } from '../features/auth/session-store.ts';
import { hostileBody } from '../fuzz/arbitraries.ts';
import { listOperations } from '../fuzz/operations.ts';
import { LEGAL_RULES, POST_RULES } from '../rich-text/rules.ts';
import { type RichTextRules, sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';
import { checkAnswer, query, seedSettings, segment, urlOf } from './fuzz-requests.ts';
import { type SignedIn, signIn } from './sign-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export function fuzzHostileRequests(shard: number, shards: number): void {
  describe(`hostile requests to the operations of shard ${shard + 1} of ${shards}`, () => {
    let t: TestApp;
    let owner: SignedIn;
    let address = 0;
    beforeAll(async () => {
      t = await createTestApp({ now: '2026-11-21T10:00:00+09:00' });
      owner = await signIn(t.app, 'owner');
    });
    afterAll(async () => {
      await t.close();
    });

    it('answers hostile parameters, queries and JSON bodies without a 5xx, and stores only what keeps the rules', async () => {
      const operations = listOperations(t.app).filter((_, index) => index % shards === shard);
      expect(operations.length).toBeGreaterThan(0);
      for (const operation of operations) {
        await fc.assert(
          fc.asyncProperty(
            fc.array(segment, {
              minLength: operation.pathParams.length,
              maxLength: operation.pathParams.length,
            }),
            query(operation.queryParams),
            operation.bodyProperties ? hostileBody(operation.bodyProperties) : fc.constant(undefined),
            fc.boolean(),
            async (params, search, body, asOwner) => {
              // The owner's cookie, fresh each time: a fuzzed logout must not sign later requests out.
              const cookie = asOwner
                ? `${t.app.sessionCookie.name}=${await createSession(t.app.db, owner.id, t.clock.now())}`
                : undefined;
              address += 1;
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
              checkAnswer(response);
              // An open operation that answers 'sign in' keeps a guard in its handler, after the
              // body was read: the guard belongs in the route's onRequest.
              if (!cookie && operation.role === null && response.statusCode === 401) {
                expect(response.json().error.code, `${operation.method} ${operation.path}`).not.toBe(
                  'auth.required',
                );
              }
            },
          ),
          seedSettings(),
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
