/**
 * 청구서 through the API, on SQLite and PostgreSQL: made, listed, cancelled and paid by the
 * staff who may; read by the family whose student it is, and by anyone holding its pay link —
 * nobody else. Each test makes its own teacher and students, so any one runs alone.
 */
import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { countWhere } from '../../testing/count-rows.ts';
import { asFamily, signInFamily } from '../../testing/family.ts';
import { billFor, ownerOf, studentOf, teacherWithStudent } from '../../testing/invoices.ts';
import { signIn } from '../../testing/sign-in.ts';
import { call } from '../../testing/students.ts';
import type { TestApp } from '../../testing/test-app.ts';

const t = appForTests({ now: '2026-12-01T10:00:00+09:00' });

const payPage = (token: string, on: TestApp = t) =>
  on.app.inject({ method: 'GET', url: `/api/pay/${token}` });

describe('a bill made by hand', () => {
  it('answers the pay link once, and lists the bill with this month’s unpaid total', async () => {
    const { teacher, student } = await teacherWithStudent(t.app);
    const made = await call(t.app, teacher, 'POST', '/api/invoices', {
      studentId: student.id,
      amount: 250_000,
      lessons: 4,
      dueDate: '2026-12-10',
      note: '  12월 수강료  ',
    });
    expect(made.statusCode, made.body).toBe(201);
    const body = made.json();
    expect(body.message).toBe(`${student.name} 학생에게 250,000원 청구서를 만들었습니다.`);
    expect(body.url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/pay\/[A-Za-z0-9_-]{43}$/);
    expect(body.invoice).toEqual({
      id: body.id,
      studentId: student.id,
      studentName: student.name,
      teacherId: teacher.id,
      amount: 250_000,
      lessons: 4,
      dueDate: '2026-12-10',
      note: '12월 수강료',
      status: '대기',
      overdue: false,
      createdAt: '2026-12-01T01:00:00.000Z',
      paidAt: null,
      paymentId: null,
      cancelledAt: null,
    });
    // The link is not kept: nothing stored holds the token.
    const token = body.url.slice(-43);
    const stored = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);

    const listed = await call(t.app, teacher, 'GET', '/api/invoices?month=2026-12&status=대기');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ invoices: [body.invoice], openTotal: 250_000 });
    expect(listed.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses what cannot be a bill, each with its own Korean reason, and writes nothing', async () => {
    const { teacher, student } = await teacherWithStudent(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, 'invoices.amount_invalid'],
      [{ amount: 10_000_001 }, 'invoices.amount_invalid'],
      [{ amount: '250000' }, 'invoices.amount_invalid'],
      [{ lessons: -1 }, 'invoices.lessons_invalid'],
      // A bill is paid as a lesson package, and a package holds at least one lesson.
      [{ lessons: 0 }, 'invoices.lessons_invalid'],
      [{ lessons: undefined }, 'invoices.lessons_invalid'],
      [{ dueDate: '2026-11-30' }, 'invoices.due_past'],
      [{ dueDate: '2027-03-02' }, 'invoices.due_too_far'],
      [{ dueDate: '2026-02-30' }, 'invoices.due_invalid'],
      [{ note: '가'.repeat(201) }, 'invoices.note_too_long'],
      [{ note: 'a\u0007b' }, 'text_control'],
      [{ studentId: 0 }, 'invoices.student_not_found'],
    ];
    for (const [change, code] of cases) {
      const answer = await call(t.app, teacher, 'POST', '/api/invoices', {
        studentId: student.id,
        amount: 240_000,
        lessons: 4,
        dueDate: '2026-12-10',
        ...change,
      });
      expect([answer.statusCode, answer.json().error.code], JSON.stringify(change)).toEqual([400, code]);
      expect(answer.json().error.message).toMatch(/[가-힣]/);
    }
    expect(await countWhere(t.db, 'invoices', { student_id: student.id })).toBe(0);
  });

  it('is the teacher’s own students’ only; a visitor and a family get no staff route', async () => {
    const { student } = await teacherWithStudent(t.app);
    const other = await signIn(t.app, 'teacher');
    const body = { studentId: student.id, amount: 240_000, lessons: 4, dueDate: '2026-12-10' };
    const refused = await call(t.app, other, 'POST', '/api/invoices', body);
    expect([refused.statusCode, refused.json().error.code]).toEqual([404, 'invoices.student_not_found']);
    expect((await call(t.app, null, 'POST', '/api/invoices', body)).statusCode).toBe(401);
    expect((await call(t.app, null, 'GET', '/api/invoices')).statusCode).toBe(401);
    const owner = await ownerOf(t.app);
    const byOwner = await call(t.app, owner, 'POST', '/api/invoices', body);
    expect(byOwner.statusCode).toBe(201);
    // The other teacher's list does not show it; naming the first teacher is refused.
    expect((await call(t.app, other, 'GET', '/api/invoices')).json().invoices).toEqual([]);
    const naming = await call(
      t.app,
      other,
      'GET',
      `/api/invoices?teacherId=${byOwner.json().invoice.teacherId}`,
    );
    expect(naming.statusCode).toBe(403);
    const cancel = await call(t.app, other, 'POST', `/api/invoices/${byOwner.json().id}/cancel`);
    expect([cancel.statusCode, cancel.json().error.code]).toEqual([404, 'invoices.not_found']);
  });
});

describe('the pay link', () => {
  describe('of a studio of its own', () => {
    // The transfer account is the studio's: another test's account would show on this link.
    const own = appForTests({ now: '2026-12-01T10:00:00+09:00' });

    it('shows the studio, the student, what for and how much; the account once the studio sets one', async () => {
      const { teacher, student } = await teacherWithStudent(own.app);
      const { token } = await billFor(own.app, teacher, student.id, { note: '12월 수강료' });
      const before = await payPage(token, own);
      expect(before.statusCode).toBe(200);
      expect(before.headers['cache-control']).toBe('private, no-store');
      expect(before.headers['referrer-policy']).toBe('no-referrer');
      const studio = before.json().invoice.studio as string;
      expect(studio.length).toBeGreaterThan(0);
      expect(before.json()).toEqual({
        invoice: {
          studio,
          studentName: student.name,
          amount: 240_000,
          lessons: 4,
          note: '12월 수강료',
          dueDate: '2026-12-10',
          status: '대기',
        },
        transfer: null,
        // Toss's test keys are on by default: the page opens the window for the order recorded now.
        orderId: expect.stringMatching(/^bill\d+-[A-Za-z0-9_-]{16}$/),
        amount: 240_000,
        clientKey: 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq',
        scriptUrl: 'https://js.tosspayments.com/v2/standard',
      });

      const owner = await ownerOf(own.app);
      const account = '국민은행 123456-01-234567 온음아카데미';
      const saved = await call(own.app, owner, 'PUT', '/api/settings/payments', { transferAccount: account });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await payPage(token, own)).json().transfer).toEqual({ account });
      const teacherTries = await call(own.app, teacher, 'PUT', '/api/settings/payments', {
        transferAccount: '',
      });
      expect(teacherTries.statusCode).toBe(403);
      expect((await call(own.app, owner, 'GET', '/api/settings/payments')).json()).toEqual({
        transferAccount: account,
        clientKey: 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq',
        secretKey: '설정됨 · …YG5R',
        testKeys: true,
      });
    });
  });

  it('is made anew for an open bill, and the old one stops working', async () => {
    const { teacher, student } = await teacherWithStudent(t.app);
    const { id, token } = await billFor(t.app, teacher, student.id);
    const renewed = await call(t.app, teacher, 'POST', `/api/invoices/${id}/link`);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().url.slice(-43);
    expect(fresh).not.toBe(token);
    expect((await payPage(token)).statusCode).toBe(404);
    expect((await payPage(fresh)).json().invoice.studentName).toBe(student.name);
    const other = await signIn(t.app, 'teacher');
    expect((await call(t.app, other, 'POST', `/api/invoices/${id}/link`)).statusCode).toBe(404);
    await call(t.app, teacher, 'POST', `/api/invoices/${id}/cancel`);
    const closed = await call(t.app, teacher, 'POST', `/api/invoices/${id}/link`);
    expect([closed.statusCode, closed.json().error.code]).toEqual([409, 'invoices.not_open']);
  });

  it('answers 404 in Korean to any token that is not a bill’s', async () => {
    for (const token of ['x', 'A'.repeat(43), `${'A'.repeat(42)}%00`, 'A'.repeat(100)]) {
      const answer = await payPage(token);
      expect([answer.statusCode, answer.json().error.code], token).toEqual([404, 'invoices.link_not_found']);
    }
  });
});

describe('a bill’s state', () => {
  it('cancelled: 취소 once, refused the second time, and the link no longer offers an account', async () => {
    const { teacher, student } = await teacherWithStudent(t.app);
    const owner = await ownerOf(t.app);
    await call(t.app, owner, 'PUT', '/api/settings/payments', { transferAccount: '신한 110-123-456789' });
    const { id, token } = await billFor(t.app, teacher, student.id);
    const cancelled = await call(t.app, teacher, 'POST', `/api/invoices/${id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(`${student.name} 학생의 청구서를 취소했습니다.`);
    expect(cancelled.json().invoice).toMatchObject({
      status: '취소',
      cancelledAt: '2026-12-01T01:00:00.000Z',
    });
    const again = await call(t.app, teacher, 'POST', `/api/invoices/${id}/cancel`);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'invoices.not_open']);
    expect((await payPage(token)).json()).toMatchObject({ invoice: { status: '취소' }, transfer: null });
    const paid = await call(t.app, teacher, 'POST', `/api/invoices/${id}/paid`, { method: '계좌이체' });
    expect([paid.statusCode, paid.json().error.code]).toEqual([409, 'invoices.not_open']);
  });

  it('paid another way: the payment enters the ledger with its lessons, once', async () => {
    const { teacher, student } = await teacherWithStudent(t.app);
    const { id } = await billFor(t.app, teacher, student.id, { amount: 250_000, lessons: 4 });
    const paid = await call(t.app, teacher, 'POST', `/api/invoices/${id}/paid`, {
      method: '계좌이체',
      date: '2026-11-30',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().message).toBe(`${student.name} 학생의 250,000원 청구서를 결제 완료로 바꿨습니다.`);
    const invoice = paid.json().invoice;
    expect(invoice).toMatchObject({
      status: '결제 완료',
      paidAt: '2026-12-01T01:00:00.000Z',
      overdue: false,
    });
    const payments = (
      await call(t.app, teacher, 'GET', `/api/payList/detail/${encodeURIComponent(student.name)}`)
    ).json();
    const made = payments.find((payment: { id: number }) => payment.id === invoice.paymentId);
    expect(made).toMatchObject({ pay: 250_000, lesson: 4, method: '계좌이체', payDay: '2026-11-30' });
    const detail = (
      await call(t.app, teacher, 'GET', `/api/member/detail/${encodeURIComponent(student.name)}`)
    ).json();
    expect(detail.lesson).toBe(8);
    const again = await call(t.app, teacher, 'POST', `/api/invoices/${id}/paid`, { method: '현금' });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'invoices.not_open']);
    const tooOld = await billFor(t.app, teacher, student.id);
    const old = await call(t.app, teacher, 'POST', `/api/invoices/${tooOld.id}/paid`, {
      method: '현금',
      date: '2026-09-01',
    });
    expect([old.statusCode, old.json().error.code]).toEqual([400, 'students.pay_day_too_old']);
  });
});

it('a bill of no lessons, made before bills asked for one, is refused as paid and writes nothing', async () => {
  const { teacher, student } = await teacherWithStudent(t.app);
  const { id } = await billFor(t.app, teacher, student.id);
  await t.db.updateTable('invoices').set({ lessons: 0 }).where('id', '=', id).execute();
  const paid = await call(t.app, teacher, 'POST', `/api/invoices/${id}/paid`, { method: '현금' });
  expect([paid.statusCode, paid.json().error]).toEqual([
    409,
    {
      code: 'invoices.no_lessons',
      message:
        '레슨 횟수가 없는 청구서라 결제로 기록할 수 없습니다. 이 청구서를 취소하고 레슨 횟수를 넣어 다시 만들어 주세요.',
    },
  ]);
  expect(await countWhere(t.db, 'payments', { student_id: student.id })).toBe(1);
  const cancelled = await call(t.app, teacher, 'POST', `/api/invoices/${id}/cancel`);
  expect(cancelled.statusCode, cancelled.body).toBe(200);
});

describe('a month’s bills in one step', () => {
  it('bills each student whose lessons run out, skips with reasons, and never twice', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const runningOut = await studentOf(t.app, teacher);
    for (let lesson = 0; lesson < 3; lesson += 1) {
      const taken = await call(t.app, teacher, 'PUT', `/api/member/${encodeURIComponent(runningOut.name)}`, {
        status: '출석',
      });
      expect(taken.statusCode, taken.body).toBe(200);
    }
    await studentOf(t.app, teacher); // 4 left: not this month
    const neverPaid = await studentOf(t.app, teacher, false);

    const first = await call(t.app, teacher, 'POST', '/api/invoices/batch', { month: '2026-12' });
    expect(first.statusCode, first.body).toBe(200);
    const made = first.json();
    expect(made.message).toBe('청구서 1장을 만들었습니다. 1명은 건너뛰었습니다.');
    expect(made.made).toEqual([
      { id: expect.any(Number), studentName: runningOut.name, url: expect.stringMatching(/\/pay\//) },
    ]);
    expect(made.skipped).toEqual([
      {
        studentName: neverPaid.name,
        reason: '수강료(최근 결제나 학생별 수강료)가 없어 금액을 정할 수 없습니다.',
      },
    ]);
    const bill = (await call(t.app, teacher, 'GET', '/api/invoices')).json().invoices[0];
    expect(bill).toMatchObject({
      amount: 240_000,
      lessons: 4,
      note: '12월 수강료 (4회)',
      dueDate: '2026-12-08',
    });

    const second = (await call(t.app, teacher, 'POST', '/api/invoices/batch', { month: '2026-12' })).json();
    expect(second.made).toEqual([]);
    expect(second.skipped.map((skip: { studentName: string }) => skip.studentName).sort()).toEqual(
      [neverPaid.name, runningOut.name].sort(),
    );
    // Cancelled, the month's batch may bill the student again.
    await call(t.app, teacher, 'POST', `/api/invoices/${bill.id}/cancel`);
    const third = (await call(t.app, teacher, 'POST', '/api/invoices/batch', { month: '2026-12' })).json();
    expect(third.made.map((one: { studentName: string }) => one.studentName)).toEqual([runningOut.name]);
    const bad = await call(t.app, teacher, 'POST', '/api/invoices/batch', { month: '2026-13' });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'invoices.month_invalid']);
  });
});

describe('a family', () => {
  it('reads its own students’ bills, and no other family’s', async () => {
    const { teacher, student } = await teacherWithStudent(t.app);
    const neighbour = await studentOf(t.app, teacher);
    const { id } = await billFor(t.app, teacher, student.id);
    await billFor(t.app, teacher, neighbour.id);
    const cookie = await signInFamily(t.app, teacher, student.name);
    const answer = await asFamily(t.app, cookie, 'GET', '/api/family/invoices');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().invoices.map((bill: { id: number }) => bill.id)).toEqual([id]);
    expect((await asFamily(t.app, null, 'GET', '/api/family/invoices')).statusCode).toBe(401);
    // A family's cookie opens no staff route.
    expect((await asFamily(t.app, cookie, 'GET', '/api/invoices')).statusCode).toBe(401);
  });
});
