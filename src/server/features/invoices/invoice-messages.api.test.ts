/**
 * A bill's message: made one at a time or by the month's batch, the bill writes its message to
 * each consenting contact in its own transaction, with the owner's editable text; the link goes
 * out whole, and the outbox keeps it whole only until then. A bill closed or a link made anew
 * before it goes is not sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_PART } from '#shared/message-events.ts';
import { billFor, ownerOf } from '../../testing/invoices.ts';
import { consented, studentWithContacts } from '../../testing/messages.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { call } from '../../testing/students.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { type HttpTestReceiver, startHttpReceiver } from '../../testing/test-receiver.ts';

const SITE = 'https://studio.example';
let families = 0;

describe('the bill’s message', () => {
  const received: { key: string; text: string; phone: string }[] = [];
  let server: HttpTestReceiver;
  let t: TestApp;

  beforeAll(async () => {
    server = await startHttpReceiver((_request, raw, response) => {
      const body = JSON.parse(raw.toString('utf8'));
      received.push({ key: body.key, text: body.text, phone: body.to.phone });
      response.writeHead(200).end();
    });
    t = await createTestApp({
      now: '2026-11-25T10:00:00+09:00',
      env: {
        PUBLIC_URL: SITE,
        MESSAGES_WEBHOOK_URL: `${server.url}/hooks/studio`,
        MESSAGES_WEBHOOK_SECRET: 'a-webhook-secret-of-the-studio',
        OUTBOUND_ALLOW_PRIVATE: 'true',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  /** A teacher's student with one consenting contact and one who did not consent. */
  async function family(teacher: SignedIn) {
    families += 1;
    const n = String(families).padStart(4, '0');
    const name = `청구가족${n}`;
    const id = await studentWithContacts(t, teacher, name, [
      { name: '엄마', relation: '어머니', phone: `010-3100-${n}`, informational: consented },
      { name: '아빠', relation: '아버지', phone: `010-3200-${n}` },
    ]);
    return { id, name, consenting: `010-3100-${n}`, silent: `010-3200-${n}` };
  }

  const rowsOf = (studentId: number) =>
    t.db
      .selectFrom('message_outbox')
      .select(['recipient', 'variables', 'text', 'status', 'reason', 'source_key'])
      .where('event', '=', 'invoice')
      .where('student_id', '=', studentId)
      .execute();

  it('goes to the consenting contact with the amount, the due day and the whole link, then keeps the link without its secret', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const student = await family(teacher);
    const { id, token } = await billFor(t.app, teacher, student.id, {
      amount: 250_000,
      dueDate: '2026-12-07',
    });
    const link = `${SITE}/pay/${token}`;

    const waiting = await rowsOf(student.id);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({
      recipient: student.consenting,
      status: 'waiting',
      source_key: `invoice:${id}`,
    });
    expect(JSON.parse(waiting[0]!.variables)).toEqual({
      이름: student.name,
      금액: '250,000원',
      기한: '12월 7일 (월)',
      링크: link,
    });

    // Staff reading the 발송함 meanwhile see the message without the link's secret.
    const owner = await ownerOf(t.app);
    const listed = (await call(t.app, owner, 'GET', '/api/messages?event=invoice')).json();
    const item = listed.items.find((one: { recipient: string }) => one.recipient === student.consenting);
    expect(item.text).toBe(
      `${student.name}님의 청구서입니다. 금액 250,000원, 납부 기한 12월 7일 (월). 아래 링크에서 확인하고 결제해 주세요. ${SITE}/pay/${HIDDEN_PART}`,
    );
    expect(JSON.stringify(listed)).not.toContain(token);

    const before = received.length;
    await t.app.outbox.runOnce();
    const sent = received.slice(before).filter((one) => one.key.endsWith(`invoice:${id}`));
    expect(sent).toEqual([
      {
        key: `invoice|${student.consenting}|invoice:${id}`,
        phone: student.consenting,
        text: `${student.name}님의 청구서입니다. 금액 250,000원, 납부 기한 12월 7일 (월). 아래 링크에서 확인하고 결제해 주세요. ${link}`,
      },
    ]);
    const [gone] = await rowsOf(student.id);
    expect(gone!.status).toBe('sent');
    expect(gone!.text).toBe(
      `${student.name}님의 청구서입니다. 금액 250,000원, 납부 기한 12월 7일 (월). 아래 링크에서 확인하고 결제해 주세요. ${SITE}/pay/${HIDDEN_PART}`,
    );
    expect(JSON.parse(gone!.variables).링크).toBe(`${SITE}/pay/${HIDDEN_PART}`);
    // The link still opens the bill: only the outbox forgot it.
    expect((await call(t.app, null, 'GET', `/api/pay/${token}`)).statusCode).toBe(200);
    const rows = await t.db.selectFrom('message_outbox').select(['variables', 'text']).execute();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('is said in the owner’s own words', async () => {
    const owner = await ownerOf(t.app);
    const edited = await call(t.app, owner, 'PUT', '/api/messages/settings/invoice', {
      enabled: true,
      text: '[학원] #{이름} #{금액} (#{기한}까지) #{링크}',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const teacher = await signIn(t.app, 'teacher');
    const student = await family(teacher);
    const { id, token } = await billFor(t.app, teacher, student.id, {
      amount: 90_000,
      dueDate: '2026-12-01',
    });
    const before = received.length;
    await t.app.outbox.runOnce();
    expect(received.slice(before).filter((one) => one.key.endsWith(`invoice:${id}`))).toEqual([
      {
        key: `invoice|${student.consenting}|invoice:${id}`,
        phone: student.consenting,
        text: `[학원] ${student.name} 90,000원 (12월 1일 (화)까지) ${SITE}/pay/${token}`,
      },
    ]);
    await call(t.app, owner, 'PUT', '/api/messages/settings/invoice', { enabled: true, text: null });
  });

  it('is written for each bill of the month’s batch', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const student = await family(teacher);
    // A package of 1 lesson: the batch bills the student for what it paid.
    const charged = await call(
      t.app,
      teacher,
      'PUT',
      `/api/member/charge/${encodeURIComponent(student.name)}`,
      {
        pay: 60_000,
        lesson: 1,
        method: '카드',
      },
    );
    expect(charged.statusCode, charged.body).toBe(200);
    const batch = await call(t.app, teacher, 'POST', '/api/invoices/batch', { month: '2026-12' });
    expect(batch.statusCode, batch.body).toBe(200);
    const made = batch.json().made as { id: number; url: string }[];
    expect(made).toHaveLength(1);
    const rows = await rowsOf(student.id);
    expect(rows.map((row) => [row.recipient, row.source_key, JSON.parse(row.variables)])).toEqual([
      [
        student.consenting,
        `invoice:${made[0]!.id}`,
        { 이름: student.name, 금액: '60,000원', 기한: '12월 2일 (수)', 링크: made[0]!.url },
      ],
    ]);
  });

  it('is not sent once the bill is cancelled, nor with a link made anew since', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const cancelledOne = await family(teacher);
    const renewedOne = await family(teacher);
    const cancelled = await billFor(t.app, teacher, cancelledOne.id);
    const renewed = await billFor(t.app, teacher, renewedOne.id);
    expect((await call(t.app, teacher, 'POST', `/api/invoices/${cancelled.id}/cancel`)).statusCode).toBe(200);
    expect((await call(t.app, teacher, 'POST', `/api/invoices/${renewed.id}/link`)).statusCode).toBe(200);
    const before = received.length;
    await t.app.outbox.runOnce();
    const ours = [`invoice:${cancelled.id}`, `invoice:${renewed.id}`];
    expect(received.slice(before).filter((one) => ours.some((key) => one.key.endsWith(`|${key}`)))).toEqual(
      [],
    );
    expect((await rowsOf(cancelledOne.id)).map((row) => [row.status, row.reason])).toEqual([
      ['skipped', '청구서가 결제되었거나 취소되어 보내지 않았습니다'],
    ]);
    const [renewedRow] = await rowsOf(renewedOne.id);
    expect([renewedRow!.status, renewedRow!.reason]).toEqual([
      'skipped',
      '결제 링크가 새로 만들어져 예전 링크는 보내지 않았습니다',
    ]);
    expect(renewedRow!.variables).not.toContain(renewed.token);
  });
});
