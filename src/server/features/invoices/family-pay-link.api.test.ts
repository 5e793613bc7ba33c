/**
 * 결제하기 in the portal: a family gets a fresh link of an open bill of its own students — the
 * old one then stops opening — and of no other bill: another family's, a paid or cancelled one,
 * or one that does not exist, each answered as staff would be.
 */
import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { asFamily, signInFamily } from '../../testing/family.ts';
import { billFor, teacherWithStudent } from '../../testing/invoices.ts';
import { call } from '../../testing/students.ts';

describe('a family’s fresh pay link', () => {
  const t = appForTests({ now: '2026-11-25T10:00:00+09:00' });

  async function familyWithBill() {
    const { teacher, student } = await teacherWithStudent(t.app);
    const bill = await billFor(t.app, teacher, student.id);
    const cookie = await signInFamily(t.app, teacher, student.name);
    return { teacher, student, bill, cookie };
  }

  it('opens its own open bill and retires the old link', async () => {
    const { bill, cookie, student } = await familyWithBill();
    const answer = await asFamily(t.app, cookie, 'POST', `/api/family/invoices/${bill.id}/link`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const { message, url } = answer.json() as { message: string; url: string };
    expect(message).toBe('결제 페이지로 이동합니다.');
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/pay\/[A-Za-z0-9_-]{43}$/);
    const fresh = url.slice(url.lastIndexOf('/') + 1);
    const opened = await call(t.app, null, 'GET', `/api/pay/${fresh}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().invoice.studentName).toBe(student.name);
    expect((await call(t.app, null, 'GET', `/api/pay/${bill.token}`)).statusCode).toBe(404);
  });

  it('reaches no other family’s bill, and no bill without a family session', async () => {
    const mine = await familyWithBill();
    const theirs = await familyWithBill();
    const refused = await asFamily(t.app, mine.cookie, 'POST', `/api/family/invoices/${theirs.bill.id}/link`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toEqual({
      code: 'invoices.not_found',
      message: '청구서를 찾을 수 없습니다.',
    });
    // Their link still opens: nothing was changed by the refusal.
    expect((await call(t.app, null, 'GET', `/api/pay/${theirs.bill.token}`)).statusCode).toBe(200);
    expect(
      (await asFamily(t.app, mine.cookie, 'POST', '/api/family/invoices/99999999/link')).statusCode,
    ).toBe(404);
    expect(
      (await asFamily(t.app, null, 'POST', `/api/family/invoices/${mine.bill.id}/link`)).statusCode,
    ).toBe(401);
    // A staff session is not a family's.
    expect(
      (await call(t.app, mine.teacher, 'POST', `/api/family/invoices/${mine.bill.id}/link`)).statusCode,
    ).toBe(401);
  });

  it('is refused for a bill no longer open', async () => {
    const { teacher, bill, cookie } = await familyWithBill();
    expect((await call(t.app, teacher, 'POST', `/api/invoices/${bill.id}/cancel`)).statusCode).toBe(200);
    const refused = await asFamily(t.app, cookie, 'POST', `/api/family/invoices/${bill.id}/link`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('invoices.not_open');
  });
});
