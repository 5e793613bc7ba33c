/**
 * Every integer id is 1 … 2³¹−1 in paths, queries and bodies alike (idParam / idField of
 * src/shared/schemas/common.ts). A number past that range once reached PostgreSQL's integer
 * columns from a body (`POST /api/orders` with productIdx 2147483648) and answered 500 there
 * while SQLite answered 404. Each id of every operation gets the edges, with the rest of the
 * request valid, so that the id alone decides the answer: 400 out of range, never a 5xx.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFamilySession } from '../features/family/family-sessions.queries.ts';
import { appForTests } from '../testing/app-for-tests.ts';
import { signedInForTests } from '../testing/signed-in-for-tests.ts';
import { INTEGER_EDGES } from './arbitraries.ts';

const ID_MAX = 2 ** 31 - 1;
const outOfRange = INTEGER_EDGES.filter((edge) => edge !== ID_MAX);

/** A body each operation with an id in its path accepts, so that only the id can be wrong. */
const validBodies: Record<string, object> = {
  'PUT /api/update/{postId}': { title: '제목', content: '<p>본문</p>' },
  'PUT /api/product/{idx}': { name: '리드', price: 1000 },
  'PUT /api/orders/{id}': { status: '확인' },
  'PUT /api/enquiries/{id}': { status: '연락함' },
  'POST /api/enquiries/{id}/register': { name: '김민수' },
  'PATCH /api/lessonList/{id}': { status: '출석' },
  'DELETE /api/lessonList/{id}': { reason: '잘못 기록함' },
  'POST /api/member/{id}/repertoire': { title: '캐논' },
  'PUT /api/member/{id}/repertoire': { pieceId: 1, stage: '완성' },
  'PUT /api/lessonList/{id}/note': { covered: '스케일', homework: '', privateNote: '', shared: false },
  'POST /api/payList/{id}/void': { reason: '잘못 입력함' },
  'POST /api/invoices/{id}/paid': { method: '현금' },
  'POST /api/cash-receipts/{id}/issued': { receiptNo: '123456789' },
  'PUT /api/students/{id}/cash-receipt-number': { purpose: '소득공제', number: '01012345678' },
  'POST /api/member/packages/{id}/extend': { days: 7 },
  'PATCH /api/calendar/series/{id}': { from: '2026-11-23' },
  'PATCH /api/calendar/one-offs/{id}': { date: '2026-11-30', time: 10, type: '1시간' },
  'PUT /api/member/{name}/contacts/{id}': { name: '김엄마', relation: '어머니', phone: '010-1234-5678' },
  'POST /api/member/{name}/family/absences/{id}': { accept: false },
};

/** Operations with an id in their body, with a body that is valid but for it. */
const bodyIds: [string, string, string, (id: unknown) => object][] = [
  [
    'POST',
    '/api/orders',
    'productIdx',
    (id) => ({ productIdx: id, quantity: 1, name: '김민수', phone: '010-1234-5678', consent: true }),
  ],
  [
    'POST',
    '/api/lessons',
    'studentId',
    (id) => ({ day: '월', time: 10, type: '1시간', name: '김민수', studentId: id }),
  ],
  ['POST', '/api/site/studio/restore', 'restore', (id) => ({ version: 1, restore: id })],
  ['POST', '/api/family/practice', 'studentId', (id) => ({ studentId: id, date: '2026-11-21', minutes: 30 })],
  [
    'POST',
    '/api/calendar/one-offs',
    'studentId',
    (id) => ({ date: '2026-11-24', time: 10, type: '1시간', kind: 'makeup', studentId: id }),
  ],
];

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string; schema?: { pattern?: string } }[] }>
  >;
}

describe('ids out of range', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  const owner = signedInForTests(t, 'owner');
  /** The families' routes take a family's session, not staff's. */
  let familyCookie: string;
  beforeAll(async () => {
    const session = await createFamilySession(t.db, { studentIds: [], phone: null, now: t.clock.now() });
    familyCookie = `${t.app.familyCookie.name}=${session.token}`;
  });

  const call = (app: FastifyInstance, method: string, url: string, payload?: object) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: { cookie: url.startsWith('/api/family/') ? familyCookie : owner.cookie },
      ...(payload ? { payload } : {}),
    });

  /** Every path parameter the API reads as an id: its schema is idParam's. */
  const idPaths = () => {
    const document = t.app.swagger() as unknown as OpenApiDocument;
    const found: [string, string, string][] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in === 'path' && parameter.schema?.pattern === '^\\d{1,10}$') {
            found.push([method.toUpperCase(), path, parameter.name]);
          }
        }
      }
    }
    return found;
  };

  it('finds the ids of posts, products, orders, payments and memos in paths', () => {
    const paths = idPaths().map(([method, path]) => `${method} ${path}`);
    for (const expected of [
      'GET /api/posts/{postId}',
      'DELETE /api/delete/{id}',
      'GET /api/productDetail/{idx}',
      'PUT /api/orders/{id}',
      'PUT /api/enquiries/{id}',
      'POST /api/enquiries/{id}/register',
      'GET /api/payList/receipt/{id}',
      'DELETE /api/memos/{id}',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('refuses every edge past the range in a path with 400, and finds nothing at 2³¹−1', async () => {
    for (const [method, path, name] of idPaths()) {
      const body = validBodies[`${method} ${path}`];
      for (const edge of [...outOfRange, ID_MAX]) {
        const url = path.replace(`{${name}}`, encodeURIComponent(String(edge)));
        const response = await call(t.app, method, url, body);
        const expected = edge === ID_MAX ? 404 : 400;
        expect([method, url, response.statusCode]).toEqual([method, url, expected]);
      }
    }
  });

  it('refuses every edge past the range in a body with 400, and never answers 5xx at 2³¹−1', async () => {
    for (const [method, url, field, bodyOf] of bodyIds) {
      for (const edge of outOfRange) {
        const response = await call(t.app, method, url, bodyOf(edge));
        expect([url, field, edge, response.statusCode]).toEqual([url, field, edge, 400]);
      }
      const atMax = await call(t.app, method, url, bodyOf(ID_MAX));
      expect([url, atMax.statusCode]).toEqual([url, 404]);
    }
  });

  it('refuses an offset into the deletion log past what any board holds', async () => {
    for (const edge of outOfRange) {
      const response = await t.app.inject({ url: `/api/logs?offset=${encodeURIComponent(String(edge))}` });
      // Not an id: a count, so 0 and 1e3 are fine.
      expect([edge, response.statusCode]).toEqual([edge, edge === 0 || edge === '1e3' ? 200 : 400]);
    }
  });
});
