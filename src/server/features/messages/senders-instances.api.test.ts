/**
 * Two app instances on one PostgreSQL database, as behind a load balancer: a sender the owner
 * saves through one is used by the other's next outbox run, without a restart, and a clear
 * through one stops the other. (SQLite is one process: there is no second instance to run.)
 */
import type { FastifyInstance } from 'fastify';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { consented, enqueuePayment, studentWithContacts } from '../../testing/messages.ts';
import { createSecondInstance } from '../../testing/second-app.ts';
import { signIn } from '../../testing/sign-in.ts';
import { call } from '../../testing/students.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { testDialect } from '../../testing/test-database.ts';
import { startSmtpReceiver } from '../../testing/test-receiver.ts';

const PASSWORD = 'instances-pw-5Jx2';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.();
});

describe.skipIf(testDialect() !== 'postgres')('senders across two instances', () => {
  it('a sender saved through app A is used by app B’s next run, and a clear through A stops B', async () => {
    const mails: ParsedMail[] = [];
    const smtp = await startSmtpReceiver({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'studio' && auth.password === PASSWORD)
          return callback(null, { user: 'studio' });
        return callback(Object.assign(new Error('bad login'), { responseCode: 535 }));
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            mails.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    closers.push(() => smtp.close());
    const t = await createTestApp({
      now: '2026-11-25T10:00:00+09:00',
      env: { OUTBOUND_ALLOW_PRIVATE: 'true' },
    });
    closers.push(() => t.close());
    const second: FastifyInstance = await createSecondInstance(t);
    closers.push(() => second.close());

    const owner = await signIn(t.app, 'owner');
    const teacher = await signIn(t.app, 'teacher');
    const studentId = await studentWithContacts(t, teacher, '김민지', [
      {
        name: '김엄마',
        relation: '어머니',
        phone: '010-1111-0001',
        email: 'mom@example.com',
        informational: consented,
      },
    ]);
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
