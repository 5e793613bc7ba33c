/**
 * 수업 규칙 as the owner edits it: the owed limit and the make-up credit and validity rules,
 * each with its rule said in words as it changes, and a refusal beside it.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { LessonRules } from '#shared/schemas/site-lessons.ts';
import { LessonsForm } from './lessons-form.tsx';

function Editing({ errors }: { errors?: Record<string, string> }) {
  const [value, setValue] = useState<LessonRules>({
    owedLimit: 2,
    noticeHours: 48,
    creditDays: 30,
    monthlyCap: 1,
    packageDays: 0,
    familyBooking: false,
  });
  return <LessonsForm value={value} onChange={setValue} disabled={false} errors={errors} />;
}

describe('the lesson rules form', () => {
  it('says what the limit in the field does, as it changes', async () => {
    const user = userEvent.setup();
    render(<Editing />);
    const field = screen.getByRole('spinbutton', {
      name: '남은 레슨이 없어도 결제 전에 기록할 수 있는 레슨 수',
    });
    expect((field as HTMLInputElement).value).toBe('2');
    expect(field.getAttribute('min')).toBe('0');
    expect(field.getAttribute('max')).toBe('10');
    expect(screen.getByText(/2회까지는 기록하고\(미수 2회\)/)).toBeTruthy();
    await user.clear(field);
    await user.type(field, '0');
    expect(screen.getByText(/결제를 먼저 받아야 레슨을 기록할 수 있습니다/)).toBeTruthy();
  });

  it('shows a refusal next to the field, marked invalid', () => {
    render(
      <Editing
        errors={{ owedLimit: '미수로 둘 수 있는 레슨 수는 0회에서 10회 사이의 정수로 입력해 주세요.' }}
      />,
    );
    const field = screen.getByRole('spinbutton', {
      name: '남은 레슨이 없어도 결제 전에 기록할 수 있는 레슨 수',
    });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('미수로 둘 수 있는 레슨 수는 0회에서 10회 사이의 정수로 입력해 주세요.');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
  });

  it('edits the four credit and validity rules, each saying what its number does', async () => {
    const user = userEvent.setup();
    render(<Editing />);
    const notice = screen.getByRole('spinbutton', {
      name: '사전취소 기준: 수업 몇 시간 전까지 알리면 보강권을 줄까요?',
    }) as HTMLInputElement;
    const days = screen.getByRole('spinbutton', { name: '보강권 유효 기간' }) as HTMLInputElement;
    const cap = screen.getByRole('spinbutton', {
      name: '한 달 보강권 수 (학생 사정; 강사사정은 세지 않음)',
    }) as HTMLInputElement;
    const validity = screen.getByRole('spinbutton', {
      name: '결제 레슨 기본 유효 기간 (0 = 없음)',
    }) as HTMLInputElement;
    expect([notice.value, days.value, cap.value, validity.value]).toEqual(['48', '30', '1', '0']);
    expect([notice.max, days.min, days.max, cap.max, validity.max]).toEqual(['336', '1', '365', '31', '730']);
    expect(
      screen.getByText(/48시간 \(2일\): 수업 시작 48시간 전까지 알린 사전취소에 보강권이 생기고/),
    ).toBeTruthy();
    expect(screen.getByText(/한 달에 1장까지 받고/)).toBeTruthy();
    expect(screen.getByText(/0일: 결제한 레슨에 유효기간을 두지 않습니다/)).toBeTruthy();

    await user.clear(notice);
    await user.type(notice, '24');
    await user.clear(validity);
    await user.type(validity, '90');
    expect(screen.getByText(/24시간 \(1일\): 수업 시작 24시간 전까지/)).toBeTruthy();
    expect(screen.getByText(/90일: 결제일부터 90일 동안 쓸 수 있습니다/)).toBeTruthy();
    // How credits are granted and used, in plain words.
    expect(screen.getByRole('heading', { name: '보강권은 이렇게 생기고 쓰입니다' })).toBeTruthy();
    expect(screen.getByText(/가장 오래된 것부터 하나를 씁니다/)).toBeTruthy();
    expect(screen.getByText(/당일취소나 기준보다 늦은 사전취소에는 보강권이 생기지 않습니다/)).toBeTruthy();
    expect(screen.getByText(/지워지지 않고 학생 페이지에 만료로 남습니다/)).toBeTruthy();
  });

  it('shows each credit rule’s refusal beside its own field', () => {
    render(
      <Editing
        errors={{
          creditDays: '보강권 유효 기간은 1일에서 365일 사이의 정수로 입력해 주세요.',
          monthlyCap: '한 달 보강권 수는 0회에서 31회 사이의 정수로 입력해 주세요.',
        }}
      />,
    );
    const days = screen.getByRole('spinbutton', { name: '보강권 유효 기간' });
    const error = screen.getByText('보강권 유효 기간은 1일에서 365일 사이의 정수로 입력해 주세요.');
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(days.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    const cap = screen.getByRole('spinbutton', { name: '한 달 보강권 수 (학생 사정; 강사사정은 세지 않음)' });
    expect(cap.getAttribute('aria-invalid')).toBe('true');
    const notice = screen.getByRole('spinbutton', { name: /사전취소 기준/ });
    expect(notice.getAttribute('aria-invalid')).toBeNull();
  });

  it('switches 가족이 보강을 직접 예약, off at first, saying what each state means', async () => {
    const user = userEvent.setup();
    render(<Editing />);
    const toggle = screen.getByRole('checkbox', { name: '가족이 보강을 직접 예약' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    const hint = () => document.getElementById(toggle.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(hint()).toBe(
      '꺼져 있습니다: 보강은 선생님이 시간표에서 잡습니다. 켜면 가족이 가족 페이지에서 보강권으로 선생님의 빈 시간에 직접 보강을 예약할 수 있습니다.',
    );
    await user.click(toggle);
    expect(toggle.checked).toBe(true);
    expect(hint()).toMatch(
      /^켜져 있습니다: 가족 페이지에서 유효한 보강권이 있으면 "보강 예약"으로 선생님의 빈 시간\(오늘부터 14일, 휴원일 제외\)/,
    );
  });
});
