/** What each credit and validity rule's number does, said as the owner types it. */
import { describe, expect, it } from 'vitest';
import { creditDaysLine, monthlyCapLine, noticeLine, packageDaysLine } from './credit-rule-lines.ts';

describe('the credit rule lines', () => {
  it('says the notice a 사전취소 needs, in days too when whole', () => {
    expect(noticeLine(0)).toBe('0시간: 수업 시작 전에만 알리면 사전취소에 보강권이 생깁니다.');
    expect(noticeLine(48)).toBe(
      '48시간 (2일): 수업 시작 48시간 전까지 알린 사전취소에 보강권이 생기고, 그보다 늦으면 생기지 않습니다.',
    );
    expect(noticeLine(36)).toBe(
      '36시간: 수업 시작 36시간 전까지 알린 사전취소에 보강권이 생기고, 그보다 늦으면 생기지 않습니다.',
    );
    expect(noticeLine(336)).toContain('336시간 (14일)');
    for (const wrong of [-1, 337, 1.5, Number.NaN]) expect(noticeLine(wrong)).toBe('');
  });

  it('says how long a credit lasts', () => {
    expect(creditDaysLine(30)).toBe(
      '30일: 빠진 수업 날부터 30일 안에 보강을 잡아야 합니다. 지나면 만료로 남습니다.',
    );
    expect(creditDaysLine(1)).toContain('1일 안에');
    expect(creditDaysLine(365)).toContain('365일 안에');
    for (const wrong of [0, 366, 2.5, Number.NaN]) expect(creditDaysLine(wrong)).toBe('');
  });

  it('says the monthly cap of student-caused credits, never counting the teacher’s', () => {
    expect(monthlyCapLine(0)).toBe(
      '0회: 학생 사정의 사전취소에는 보강권이 생기지 않습니다. 강사사정은 언제나 생깁니다.',
    );
    expect(monthlyCapLine(1)).toBe(
      '1회: 학생 사정의 사전취소로는 한 달에 1장까지 받고, 그다음 사전취소에는 생기지 않습니다. 강사사정은 세지 않습니다.',
    );
    expect(monthlyCapLine(31)).toContain('한 달에 31장까지');
    for (const wrong of [-1, 32, 0.5, Number.NaN]) expect(monthlyCapLine(wrong)).toBe('');
  });

  it('says a payment’s default validity, 0 being none', () => {
    expect(packageDaysLine(0)).toBe(
      '0일: 결제한 레슨에 유효기간을 두지 않습니다. 결제할 때 따로 정할 수 있습니다.',
    );
    expect(packageDaysLine(90)).toBe(
      '90일: 결제일부터 90일 동안 쓸 수 있습니다. 휴원일만큼 늘어나고, 결제할 때 바꿀 수 있습니다.',
    );
    expect(packageDaysLine(730)).toContain('730일 동안');
    expect(packageDaysLine(1)).toContain('1일 동안');
    for (const wrong of [-1, 731, 3.5, Number.NaN]) expect(packageDaysLine(wrong)).toBe('');
  });
});
