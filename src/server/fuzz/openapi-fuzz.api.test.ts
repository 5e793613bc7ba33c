/**
 * Property-based fuzzing of every operation in the OpenAPI document: whatever arrives — bodies
 * that are not what they claim, broken multipart, odd URLs — the answer is a 2xx/3xx, or a 4xx
 * in the Korean error shape, never a 5xx (hostile parameters, queries and JSON bodies to each
 * operation are testing/fuzz-hostile-requests.ts's, in shards). Every guarded operation
 * refuses a request without a session (401), or below its role (403), before it reads the
 * body, whatever the body is (each kind of body once, and one at random, per operation). Bounded runs; on failure fast-check prints the seed and path
 * (replay with FUZZ_SEED=<seed> FUZZ_PATH=<path>); FUZZ_RUNS raises the runs. The API suite
 * runs it on SQLite and on PostgreSQL.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../features/auth/session-store.ts';
import { appForTests } from '../testing/app-for-tests.ts';
import { checkAnswer, query, RUNS, seedSettings, segment, urlOf } from '../testing/fuzz-requests.ts';
import { type SignedIn, signIn } from '../testing/sign-in.ts';
import { signedInForTests } from '../testing/signed-in-for-tests.ts';
import { brokenMultipart, brokenRawBody, contentType, hostileJson, integerEdge } from './arbitraries.ts';
import { listOperations, type Operation } from './operations.ts';

/**
 * Operations that change something yet need no session, each for its reason: signing in, up
 * and out, the public booking board (a PIN guards deleting), a visitor's order request and
 * enquiry (상담 신청). Any other change must be guarded.
 */
const OPEN_CHANGES = [
  'POST /api/user/login',
  'POST /api/user/logout',
  'POST /api/user/check',
  'POST /api/user/join',
  'POST /api/book',
  'DELETE /api/book',
  'POST /api/orders',
  // A password-reset link is its own credential (docs/decisions/034).
  'POST /api/user/reset/check',
  'POST /api/user/reset',
  'POST /api/enquiries',
  // A family signs in with a code sent to its phone (docs/decisions/048).
  'POST /api/family/code',
  'POST /api/family/login',
  // The first-run setup: the code from the server's log is its credential (docs/decisions/072).
  'POST /api/setup',
  // A family paying from its bill's link, and Toss's hint about a payment (docs/decisions/085):
  // each acts only on an order of ours, and on what Toss itself says of it.
  'POST /api/pay/confirm',
  'POST /api/payments/toss/webhook',
];

/** Over the 1 MB body limit: a body no guarded route may read from a visitor. */
const HUGE_JSON = JSON.stringify({ content: '가'.repeat(400_000) });

/** Any body at all, with a type the request check lets through (JSON or multipart). */
const anyBody = fc.oneof(
  brokenRawBody.map((payload) => ({ type: 'application/json', payload })),
  hostileJson.map((value) => ({ type: 'application/json', payload: JSON.stringify(value) })),
  fc.constant({ type: 'application/json; charset=utf-8', payload: HUGE_JSON }),
  brokenMultipart.map((part) => ({
    type: `multipart/form-data; boundary=${part.boundary}`,
    payload: Buffer.concat([
      Buffer.from(`--${part.boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n`),
      part.data,
      Buffer.from(part.ending.replaceAll('B', part.boundary)),
    ]),
  })),
  fc.constant(null),
);

/** Path segments that reach the route (short, printable): the guard, not the router, must answer. */
// "." and ".." are not a parameter but a step in the path, which URL parsing takes away
// (`/api/messages/./cancel` is `/api/messages/cancel`): such a request is for another address.
const routedSegment = fc
  .oneof(integerEdge.map(String), fc.string({ minLength: 1, maxLength: 20 }))
  .filter((text) => text !== '.' && text !== '..')
  .map((text) => encodeURIComponent(text));

/**
 * One body of each kind a guard must refuse unread: JSON that is not JSON, JSON of hostile
 * values, a body over the limit, broken multipart, and none. Each guarded operation gets every
 * kind (and one drawn at random); many draws of one kind only met the same guard again.
 */
const GUARD_BODIES: { type: string; payload: string | Buffer }[] = [
  { type: 'application/json', payload: '{"a":' },
  {
    type: 'application/json',
    payload: JSON.stringify({ text: 'a\u0000b', id: 2 ** 31, list: ['\uD800'], at: {} }),
  },
  { type: 'application/json; charset=utf-8', payload: HUGE_JSON },
  {
    type: 'multipart/form-data; boundary=b',
    payload: Buffer.from('--b\r\nContent-Disposition: form-data; name="image"\r\n\r\n\u0000\u00ff--b'),
  },
];

describe('fuzzing every API operation', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  const owner = signedInForTests(t, 'owner');
  let operations: Operation[];
  let address = 0;
  beforeAll(async () => {
    operations = listOperations(t.app);
  });

  /** The owner's cookie, fresh each time: a fuzzed logout must not sign later requests out. */
  const cookieFor = async (asOwner: boolean) =>
    asOwner
      ? `${t.app.sessionCookie.name}=${await createSession(t.app.db, owner.id, t.clock.now())}`
      : undefined;
  const nextAddress = () => {
    address += 1;
    return `10.77.${(address >> 8) & 255}.${address & 255}`;
  };

  it('finds the operations in the OpenAPI document', () => {
    const names = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(names).toContain('POST /api/book');
    expect(names).toContain('POST /api/img');
    expect(names.length).toBeGreaterThanOrEqual(20);
  });

  it('guards every operation that changes something, but the few open to visitors', () => {
    const unguarded = operations
      .filter((operation) => operation.method !== 'GET' && operation.role === null)
      .map((operation) => `${operation.method} ${operation.path}`);
    expect(unguarded.sort()).toEqual([...OPEN_CHANGES].sort());
    expect(operations.filter((operation) => operation.role !== null).length).toBeGreaterThanOrEqual(40);
  });

  const send = (
    operation: Operation,
    params: string[],
    search: string,
    body: { type: string; payload: string | Buffer } | null,
    cookie?: string,
  ) =>
    t.app.inject({
      method: operation.method,
      url: urlOf(operation, params, search),
      remoteAddress: nextAddress(),
      headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': body.type } : {}) },
      ...(body ? { payload: body.payload } : {}),
    });

  /** Each path parameter 1: the body is what is under test, not the address. */
  const anyIds = (operation: Operation) => operation.pathParams.map(() => '1');

  /** Routable path parameters and any query for `operation`. */
  const anyAddress = (operation: Operation) =>
    fc.tuple(
      fc.array(routedSegment, {
        minLength: operation.pathParams.length,
        maxLength: operation.pathParams.length,
      }),
      operation.queryParams.length > 0 ? query(operation.queryParams) : fc.constant(''),
    );

  /** Every kind of body (none too), and one drawn at random, to `operation` at a random address. */
  const everyBody = (operation: Operation) =>
    fc
      .tuple(anyAddress(operation), anyBody)
      .map(([[params, search], drawn]) =>
        [...GUARD_BODIES, null, drawn].map((body) => ({ params, search, body })),
      );

  it('refuses every guarded operation without a session with 401, before it reads the body', async () => {
    const guarded = operations.filter((operation) => operation.role !== null);
    for (const operation of guarded) {
      await fc.assert(
        fc.asyncProperty(everyBody(operation), async (requests) => {
          // No cookie and a cookie of no session, by turns.
          for (const [turn, { params, search, body }] of requests.entries()) {
            const cookie = turn % 2 === 0 ? undefined : `${t.app.sessionCookie.name}=not-a-session`;
            const response = await send(operation, params, search, body, cookie);
            const where = `${operation.method} ${operation.path} ${response.body.slice(0, 200)}`;
            expect(response.statusCode, where).toBe(401);
            // A family route asks for the family's own sign-in (family-session.plugin.ts).
            expect(response.json().error.code, where).toBe(
              operation.role === 'family' ? 'family.required' : 'auth.required',
            );
          }
        }),
        { ...seedSettings(), numRuns: 1 },
      );
    }
  }, 240_000);

  it("refuses a signed-in account below the operation's role with 403, before it reads the body", async () => {
    const teacher = await signIn(t.app, 'teacher');
    const pending = await signIn(t.app, 'pending');
    const cases: [SignedIn, string, (operation: Operation) => boolean][] = [
      [teacher, 'auth.forbidden', (operation) => operation.role === 'owner'],
      [pending, 'auth.pending', (operation) => operation.role === 'owner' || operation.role === 'teacher'],
    ];
    for (const [who, code, below] of cases) {
      for (const operation of operations.filter(below)) {
        await fc.assert(
          fc.asyncProperty(everyBody(operation), async (requests) => {
            for (const { params, search, body } of requests) {
              const response = await send(operation, params, search, body, who.cookie);
              const where = `${operation.method} ${operation.path} ${response.body.slice(0, 200)}`;
              expect([response.statusCode, response.json().error.code], where).toEqual([403, code]);
            }
          }),
          { ...seedSettings(), numRuns: 1 },
        );
      }
    }
  }, 240_000);

  it('answers bodies that are not what they claim to be without a 5xx', async () => {
    const changing = operations.filter((operation) => operation.method !== 'GET');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...changing),
        brokenRawBody,
        contentType,
        fc.boolean(),
        async (operation, raw, type, asOwner) => {
          const cookie = await cookieFor(asOwner);
          checkAnswer(await send(operation, anyIds(operation), '', { type, payload: raw }, cookie));
        },
      ),
      { ...seedSettings(), numRuns: RUNS * 4 },
    );
  }, 120_000);

  it('answers broken multipart to the upload operations without a 5xx', async () => {
    const uploads = operations.filter((operation) => operation.multipart);
    expect(uploads.length).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...uploads), brokenMultipart, async (operation, part) => {
        const cookie = await cookieFor(true);
        const head = `--${part.boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
        const payload = Buffer.concat([
          Buffer.from(head),
          part.data,
          Buffer.from(part.ending.replaceAll('B', part.boundary)),
        ]);
        const type = `multipart/form-data; boundary=${part.boundary}`;
        checkAnswer(await send(operation, anyIds(operation), '', { type, payload }, cookie));
      }),
      { ...seedSettings(), numRuns: RUNS * 2 },
    );
  }, 120_000);

  it('answers hostile URLs anywhere without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(segment, fc.constantFrom('..', '.', '', '%', '%2e%2e', 'api', 'uploads')), {
          maxLength: 5,
        }),
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'),
        hostileJson,
        async (segments, method, body) => {
          const response = await t.app.inject({
            method: method as 'GET',
            url: `/${segments.join('/')}`,
            remoteAddress: nextAddress(),
            ...(method === 'GET'
              ? {}
              : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
          });
          checkAnswer(response);
        },
      ),
      { ...seedSettings(), numRuns: RUNS * 4 },
    );
  }, 120_000);
});
