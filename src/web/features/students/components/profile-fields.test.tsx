/**
 * The profile as a teacher fills it in: on registering (folded under 추가 정보) and on the
 * student page's edit form, with one-tap suggestions, the fee as amount and count together,
 * and the server's refusals next to their field.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerWith, refusal, renderWithStudio } from '../../../components/testing/studio-harness.tsx';
import { testStudent } from '../testing/student.ts';
import { NewStudentForm } from './new-student-form.tsx';
import { StudentEditForm } from './student-edit-form.tsx';

const garam = {
  ...testStudent({ instrument: '보컬', level: '초급', fee: { pay: 250_000, lesson: 4 } }),
  memo: '호흡 위주',
};

const saved = (body: unknown) => ({
  status: 200,
  body: { message: '가람 학생 정보가 수정되었습니다.', student: body },
});

describe('registering with a profile', () => {
  it('sends the profile typed under 추가 정보, suggestions picked with one tap', async () => {
    const sent = answerWith(() => ({
      status: 201,
      body: { message: '김민지 학생이 등록되었습니다.', student: {} },
    }));
    const user = renderWithStudio(<NewStudentForm teacherId={undefined} />);
    await user.type(screen.getByRole('textbox', { name: '이름' }), '김민지');
    await user.click(screen.getByRole('button', { name: /추가 정보/ }));
    const instruments = screen.getByRole('group', { name: '악기 빠른 선택' });
    await user.click(within(instruments).getByRole('button', { name: '색소폰' }));
    expect(within(instruments).getByRole('button', { name: '색소폰' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(
      within(screen.getByRole('group', { name: '수준 빠른 선택' })).getByRole('button', { name: '입문' }),
    );
    await user.type(screen.getByRole('textbox', { name: '금액 (원)' }), '240000');
    expect((screen.getByRole('textbox', { name: '금액 (원)' }) as HTMLInputElement).value).toBe('240,000');
    await user.type(screen.getByRole('spinbutton', { name: '레슨 횟수' }), '4');
    await user.type(screen.getByRole('textbox', { name: '메모' }), '리드 2.5호');
    expect(screen.getByText('7 / 1,000자')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await screen.findByText('김민지 학생이 등록되었습니다.');
    expect(sent.map((request) => request.body)).toEqual([
      {
        name: '김민지',
        phone: '',
        lesson: 0,
        instrument: '색소폰',
        level: '입문',
        memo: '리드 2.5호',
        fee: { pay: 240_000, lesson: 4 },
      },
    ]);
    // Ready for the next student: the profile is empty again.
    expect((screen.getByRole('textbox', { name: '악기' }) as HTMLInputElement).value).toBe('');
  }, 20_000);

  it('asks for the count of a fee given without one, next to the count, and sends nothing', async () => {
    const sent = answerWith(() => ({ status: 500, body: {} }));
    const user = renderWithStudio(<NewStudentForm teacherId={undefined} />);
    await user.type(screen.getByRole('textbox', { name: '이름' }), '김민지');
    await user.click(screen.getByRole('button', { name: /추가 정보/ }));
    await user.type(screen.getByRole('textbox', { name: '금액 (원)' }), '240000');
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    const count = screen.getByRole('spinbutton', { name: '레슨 횟수' });
    await waitFor(() => expect(document.activeElement).toBe(count));
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('수강료의 레슨 횟수는 1회에서 100회 사이로 입력해 주세요.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('opens 추가 정보 to say a refused profile field next to it', async () => {
    answerWith(() => refusal(400, 'students.instrument_too_long', '악기는 30자까지 입력할 수 있습니다.'));
    const user = renderWithStudio(<NewStudentForm teacherId={undefined} />);
    await user.type(screen.getByRole('textbox', { name: '이름' }), '김민지');
    await user.click(screen.getByRole('button', { name: /추가 정보/ }));
    await user.click(screen.getByRole('textbox', { name: '악기' }));
    await user.paste('가'.repeat(31));
    await user.click(screen.getByRole('button', { name: /추가 정보/ }));
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await screen.findByText('악기는 30자까지 입력할 수 있습니다.');
    const instrument = screen.getByRole('textbox', { name: '악기' });
    await waitFor(() => expect(document.activeElement).toBe(instrument));
  });
});

describe('editing the profile', () => {
  it('starts from the student as saved and sends every field, an emptied one as null', async () => {
    const sent = answerWith((request) => saved({ ...garam, ...(request.body as object) }));
    const onDone = vi.fn();
    const user = renderWithStudio(<StudentEditForm student={garam} onDone={onDone} />);
    expect((screen.getByRole('textbox', { name: '금액 (원)' }) as HTMLInputElement).value).toBe('250,000');
    expect((screen.getByRole('textbox', { name: '메모' }) as HTMLTextAreaElement).value).toBe('호흡 위주');
    // Tapping the chosen suggestion again clears it.
    await user.click(
      within(screen.getByRole('group', { name: '수준 빠른 선택' })).getByRole('button', { name: '초급' }),
    );
    await user.clear(screen.getByRole('textbox', { name: '메모' }));
    await user.clear(screen.getByRole('spinbutton', { name: '레슨 횟수' }));
    await user.type(screen.getByRole('spinbutton', { name: '레슨 횟수' }), '5');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent.map((request) => request.body)).toEqual([
      {
        name: '가람',
        phone: '',
        instrument: '보컬',
        level: null,
        memo: null,
        fee: { pay: 250_000, lesson: 5 },
      },
    ]);
  });

  it('says a refused fee next to the amount, with the focus there', async () => {
    answerWith(() => refusal(400, 'students.fee_pay_too_large', '수강료가 너무 큽니다.'));
    const user = renderWithStudio(<StudentEditForm student={garam} onDone={() => {}} />);
    await user.click(screen.getByRole('button', { name: '저장' }));
    await screen.findByText('수강료가 너무 큽니다.');
    const amount = screen.getByRole('textbox', { name: '금액 (원)' });
    await waitFor(() => expect(document.activeElement).toBe(amount));
  });
});
