/**
 * Two app instances on one PostgreSQL database, as behind a load balancer: a sender the owner
 * saves through one is used by the other's next outbox run, without a restart, and a clear
 * through one stops the other. (SQLite is one process: there is no second instance to run.)
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { enqueuePayment } from '../../testing/messages.ts';
import { createSecondInstance } from '../../testing/second-app.ts';
import { closedAfterEach, ownerSenderApp, studentWithMother } from '../../testing/senders.ts';
import { signIn } from '../../testing/sign-in.ts';
import { call } from '../../testing/students.ts';
import { testDialect } from '../../testing/test-database.ts';
import { smtpServer } from '../../testing/test-receiver.ts';

const PASSWORD = 'instances-pw-5Jx2';

const later = closedAfterEach();

describe.skipIf(testDialect() !== 'postgres')('senders across two instances', () => {
  it('a sender saved through app A is used by app B’s next run, and a clear through A stops B', async () => {
    const { server: smtp, mails } = await smtpServer(PASSWORD);
    later(() => smtp.close());
    const { t, owner } = await ownerSenderApp(later);
    const second: FastifyInstance = await createSecondInstance(t);
    later(() => second.close());

    const teacher = await signIn(t.app, 'teacher');
    const studentId = await studentWithMother(t, teacher, { email: true });
    // B works the outbox first with no sender: its senders are built, and the message skipped.
    await enqueuePayment(t, studentId, 'payment:before');
    expect(await second.outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 1 });
    expect((await second.outbox.senders.current()).configured).toBe(false);

    const saved = await call(t.app, owner, 'PUT', '/api/settings/senders/smtp', {
      url: `smtp://studio:${PASSWORD}@127.0.0.1:${smtp.port}`,
      from: '"소리음악학원" <hello@studio.example>',
    });
    expect(saved.statusCode).toBe(200);

    await enqueuePayment(t, studentId, 'payment:after');
    expect(await second.outbox.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0, skipped: 0 });
    expect(mails.map((mail) => [mail.subject, mail.to && 'text' in mail.to ? mail.to.text : null])).toEqual([
      ['결제 확인', 'mom@example.com'],
    ]);
    expect(mails[0]?.from?.value).toEqual([{ address: 'hello@studio.example', name: '소리음악학원' }]);

    // B's state page says the same as A's, from the database both read.
    const seenByB = await call(second, owner, 'GET', '/api/settings/senders');
    expect(seenByB.json().senders[0]).toMatchObject({ kind: 'smtp', source: 'settings' });

    expect((await call(t.app, owner, 'DELETE', '/api/settings/senders/smtp')).statusCode).toBe(200);
    await enqueuePayment(t, studentId, 'payment:cleared');
    expect(await second.outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 1 });
    expect(mails).toHaveLength(1);
  }, 60_000);
});
