import { describe, expect, it } from 'vitest';
import { defaultDueDate, draftFromFee, fieldOfCode, readInvoiceDraft } from './invoice-form.ts';

const draft = {
  studentId: '7',
  amount: '250,000',
  lessons: '4',
  dueDate: '2026-12-10',
  note: ' 12월 수강료 ',
};

describe('invoice form', () => {
  it('reads a typed bill into the request, with commas and spaces taken away', () => {
    expect(readInvoiceDraft(draft)).toEqual({
      ok: true,
      request: { studentId: 7, amount: 250000, lessons: 4, dueDate: '2026-12-10', note: '12월 수강료' },
    });
  });

  it('names every field to fix', () => {
    expect(
      readInvoiceDraft({ studentId: '', amount: '0', lessons: '101', dueDate: '12/10', note: '' }),
    ).toEqual({
      ok: false,
      errors: {
        studentId: '학생을 골라 주세요.',
        amount: '금액은 1원부터 10,000,000원까지 숫자로 입력해 주세요.',
        lessons: '레슨 횟수는 1회부터 100회까지 입력해 주세요.',
        dueDate: '납부 기한은 2026-12-10처럼 연-월-일로 입력해 주세요.',
      },
    });
    expect(readInvoiceDraft({ ...draft, amount: '만원' })).toMatchObject({
      ok: false,
      errors: { amount: expect.any(String) },
    });
    expect(readInvoiceDraft({ ...draft, lessons: '-1' })).toMatchObject({
      ok: false,
      errors: { lessons: expect.any(String) },
    });
  });

  it('asks for at least one lesson: a bill is paid as a lesson package', () => {
    for (const lessons of ['', '0'])
      expect(readInvoiceDraft({ ...draft, lessons })).toEqual({
        ok: false,
        errors: { lessons: '레슨 횟수는 1회부터 100회까지 입력해 주세요.' },
      });
  });

  it('prefills what the student pays, and a week to pay', () => {
    expect(draftFromFee({ pay: 280000, lesson: 4 })).toEqual({ amount: '280000', lessons: '4' });
    expect(draftFromFee(null)).toEqual({ amount: '', lessons: '' });
    expect(defaultDueDate('2026-12-28')).toBe('2027-01-04');
  });

  it('puts a server refusal under its field', () => {
    expect(fieldOfCode['invoices.due_past']).toBe('dueDate');
    expect(fieldOfCode['invoices.not_open']).toBeUndefined();
  });
});
