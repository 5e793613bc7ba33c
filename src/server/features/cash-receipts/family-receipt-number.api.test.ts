/**
 * The family gives its own 현금영수증 number from the portal: through the same schema as the
 * staff's form (one sanitiser for both routes), only for its own students, and staff see it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInFamily } from '../../testing/family.ts';
import { teacherWithStudent } from '../../testing/invoices.ts';
import { call } from '../../testing/students.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-12-01T10:00:00+09:00' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function familyWithStudent() {
  const { teacher, student } = await teacherWithStudent(t.app, false);
  const cookie = await signInFamily(t.app, teacher, student.name);
  return { teacher, student, cookie };
}

const put = (cookie: string, studentId: number, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/family/cash-receipt-number?studentId=${studentId}`,
    headers: { cookie },
    payload: payload as object,
  });

it('saves the family’s number, as staff then read it', async () => {
  const { teacher, student, cookie } = await familyWithStudent();
  const saved = await put(cookie, student.id, { purpose: '소득공제', number: '010-1234-5678' });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json()).toEqual({
    message: '현금영수증 번호를 저장했습니다.',
    number: { purpose: '소득공제', number: '01012345678' },
  });
  const staff = await call(t.app, teacher, 'GET', `/api/students/${student.id}/cash-receipt-number`);
  expect(staff.json()).toEqual({ number: { purpose: '소득공제', number: '01012345678' } });
  const own = await t.app.inject({
    method: 'GET',
    url: `/api/family/cash-receipt-number?studentId=${student.id}`,
    headers: { cookie },
  });
  expect(own.json()).toEqual({ number: { purpose: '소득공제', number: '01012345678' } });
  const business = await put(cookie, student.id, { purpose: '지출증빙', number: '123-45-67890' });
  expect(business.json().number).toEqual({ purpose: '지출증빙', number: '1234567890' });
  const cleared = await put(cookie, student.id, null);
  expect(cleared.json()).toEqual({ message: '현금영수증 번호를 지웠습니다.', number: null });
});

it('refuses what the staff’s form refuses, with the same Korean words', async () => {
  const { teacher, student, cookie } = await familyWithStudent();
  for (const body of [
    { purpose: '소득공제', number: '12' },
    { purpose: '소득공제', number: '010\u00001234\u00005678' },
    { purpose: '소득공제', number: '9'.repeat(5000) },
    { purpose: '현금', number: '01012345678' },
    { purpose: '소득공제', number: 1012345678 },
    [],
  ]) {
    const family = await put(cookie, student.id, body);
    const staff = await call(t.app, teacher, 'PUT', `/api/students/${student.id}/cash-receipt-number`, body);
    expect(family.statusCode, JSON.stringify(body)).toBe(400);
    expect(family.json().error).toEqual(staff.json().error);
  }
  const staff = await call(t.app, teacher, 'GET', `/api/students/${student.id}/cash-receipt-number`);
  expect(staff.json()).toEqual({ number: null });
});

it('reaches only the family’s own students, and needs a family session', async () => {
  const mine = await familyWithStudent();
  const other = await familyWithStudent();
  const reached = await put(mine.cookie, other.student.id, { purpose: '소득공제', number: '01099998888' });
  expect(reached.statusCode).toBe(404);
  expect(reached.json().error.code).toBe('cashReceipts.student_not_found');
  const read = await t.app.inject({
    method: 'GET',
    url: `/api/family/cash-receipt-number?studentId=${other.student.id}`,
    headers: { cookie: mine.cookie },
  });
  expect(read.statusCode).toBe(404);
  const nobody = await t.app.inject({
    method: 'PUT',
    url: `/api/family/cash-receipt-number?studentId=${mine.student.id}`,
    payload: { purpose: '소득공제', number: '01099998888' },
  });
  expect(nobody.statusCode).toBe(401);
  const staff = await call(
    t.app,
    other.teacher,
    'GET',
    `/api/students/${other.student.id}/cash-receipt-number`,
  );
  expect(staff.json()).toEqual({ number: null });
});
