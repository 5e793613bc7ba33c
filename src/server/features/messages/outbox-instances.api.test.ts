/**
 * Two app instances on one PostgreSQL database working one outbox, each with workers running
 * at once: every due message reaches the receiver exactly once, and every row ends sent.
 * (SQLite has one process and one worker; there is no second instance to run.)
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueuePayment } from '../../testing/messages.ts';
import { createSecondInstance } from '../../testing/second-app.ts';
import { studentWithMother } from '../../testing/senders.ts';
import { signIn } from '../../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialect } from '../../testing/test-database.ts';
import { type HttpTestReceiver, startHttpReceiver } from '../../testing/test-receiver.ts';

const MESSAGES = 160;

describe.skipIf(testDialect() !== 'postgres')('two instances, one outbox', () => {
  const deliveries: number[] = [];
  let server: HttpTestReceiver;
  let t: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    server = await startHttpReceiver((_request, body, response) => {
      deliveries.push(JSON.parse(body.toString('utf8')).id);
      // A receiver that takes a moment, so that the workers' runs overlap.
      setTimeout(() => response.writeHead(200).end(), 5);
    });
    t = await createTestApp({
      now: '2026-11-25T10:00:00+09:00',
      env: {
        MESSAGES_WEBHOOK_URL: `${server.url}/hook`,
        OUTBOUND_ALLOW_PRIVATE: 'true',
        MESSAGES_WEBHOOK_SECRET: 'two-instances-secret-0001',
      },
    });
    second = await createSecondInstance(t);
    // Both pools warm, so that the race below is between workers, not connection set-ups.
    await Promise.all(
      [t.app, second].flatMap((app) => Array.from({ length: 5 }, () => app.inject({ url: '/api/health' }))),
    );
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await server.close();
  });

  it(`sends each of ${MESSAGES} due messages exactly once`, async () => {
    const teacher = await signIn(t.app, 'teacher');
    const studentId = await studentWithMother(t, teacher);
    const ids: number[] = [];
    for (let index = 0; index < MESSAGES; index += 1) {
      ids.push(...(await enqueuePayment(t, studentId, `payment:${index}`)).map((row) => row.id));
    }
    const runs = await Promise.all([
      t.app.outbox.runOnce(),
      second.outbox.runOnce(),
      t.app.outbox.runOnce(),
      second.outbox.runOnce(),
    ]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(MESSAGES);
    // Both instances did some of the work.
    expect(runs[0]!.sent + runs[2]!.sent).toBeGreaterThan(0);
    expect(runs[1]!.sent + runs[3]!.sent).toBeGreaterThan(0);
    expect([...deliveries].sort((a, b) => a - b)).toEqual(ids);
    const statuses = await t.db.selectFrom('message_outbox').select('status').execute();
    expect(statuses.every((row) => row.status === 'sent')).toBe(true);
  }, 30_000);
});
