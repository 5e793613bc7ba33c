/**
 * The app as the Toss tests meet it: its Toss API and payment window's script pointed at a local
 * stand-in that keeps the app's test clock, both stopped by the app's `close`.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { TOSS_TEST_KEYS } from '../features/invoices/toss-keys.ts';
import { billFor, teacherWithStudent } from './invoices.ts';
import { standIn } from './stand-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { startTossStandIn, type TossStandIn } from './toss-stand-in.ts';

async function tossTestApp(now = '2026-12-01T10:00:00+09:00'): Promise<{ t: TestApp; toss: TossStandIn }> {
  let t: TestApp | undefined;
  const toss = await startTossStandIn(TOSS_TEST_KEYS.secretKey, () => t?.clock.now() ?? new Date(now));
  t = await createTestApp({
    now,
    env: {
      TOSS_API_BASE: toss.url,
      TOSS_SCRIPT_URL: `${toss.url}/v2/standard`,
      OUTBOUND_ALLOW_PRIVATE: 'true',
    },
  }).catch(async (error) => {
    await toss.close();
    throw error;
  });
  const app = t;
  return {
    t: {
      ...app,
      close: async () => {
        await app.close();
        await toss.close();
      },
    },
    toss,
  };
}

/** The Toss test app for the tests of a file: made before the first test, closed after the last. */
export function tossForTests(now?: string): { t: TestApp; toss: TossStandIn } {
  let made: Awaited<ReturnType<typeof tossTestApp>> | undefined;
  // Two servers to start, on two busy cores.
  beforeAll(async () => {
    made = await tossTestApp(now);
  }, 60_000);
  afterAll(() => made?.t.close());
  return { t: standIn(() => made?.t), toss: standIn(() => made?.toss) };
}

/** A bill for a new teacher's student (4 lessons), and the order its pay link opened, checked to open. */
export async function openTossOrder(app: FastifyInstance, { amount = 250_000, paid = true } = {}) {
  const { teacher, student } = await teacherWithStudent(app, paid);
  const bill = await billFor(app, teacher, student.id, { amount, lessons: 4 });
  const page = await app.inject({ method: 'GET', url: `/api/pay/${bill.token}` });
  expect(page.statusCode, page.body).toBe(200);
  return { teacher, student, bill, orderId: page.json().orderId as string };
}
