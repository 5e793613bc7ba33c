/** Shared steps of the enquiry API tests, and a barrier on a rate-limit bucket for races. */
import type { FastifyInstance } from 'fastify';
import { raceBehindRow } from './row-barrier.ts';
import type { SignedIn } from './sign-in.ts';
import type { TestApp } from './test-app.ts';

export const anEnquiry = (overrides: Record<string, unknown> = {}) => ({
  name: '김하늘',
  phone: '010-1234-5678',
  instrument: '색소폰',
  preferredTimes: ['평일 저녁', '주말'],
  message: '처음 배워 보려고 합니다. 체험 레슨이 가능할까요?',
  consent: true,
  ...overrides,
});

export function sendEnquiry(app: FastifyInstance, body: unknown, ip = '203.0.113.7') {
  return app.inject({
    method: 'POST',
    url: '/api/enquiries',
    remoteAddress: ip,
    payload: body as Record<string, unknown>,
  });
}

const headers = (who: SignedIn | null) => (who ? { cookie: who.cookie } : {});

export function listEnquiries(app: FastifyInstance, who: SignedIn | null, query = '') {
  return app.inject({ url: `/api/enquiries${query}`, headers: headers(who) });
}

export function enquirySummary(app: FastifyInstance, who: SignedIn | null) {
  return app.inject({ url: '/api/enquiries/summary', headers: headers(who) });
}

export function moveEnquiry(
  app: FastifyInstance,
  who: SignedIn | null,
  id: number | string,
  status: unknown,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/enquiries/${id}`,
    headers: headers(who),
    payload: { status },
  });
}

export function registerEnquiry(
  app: FastifyInstance,
  who: SignedIn | null,
  id: number | string,
  body?: object,
) {
  return app.inject({
    method: 'POST',
    url: `/api/enquiries/${id}/register`,
    headers: headers(who),
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** The race tests' barrier (row-barrier.ts), behind a rate-limit bucket's row, which must exist. */
export function raceBehindBucket<T>(
  t: TestApp,
  key: string,
  start: () => Promise<T>,
  requests: number,
): Promise<T> {
  return raceBehindRow(t, { table: 'rate_buckets', key }, start, requests);
}
