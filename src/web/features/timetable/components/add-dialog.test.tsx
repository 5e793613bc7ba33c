/**
 * The 보강 of the add dialog: each student offered with their 보강권 count, one without any
 * shown as 보강권 없음 and not to be picked, so nothing is sent for a 보강 the server would refuse.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerWith, renderWithStudio } from '../../../components/testing/studio-harness.tsx';
import { buildCalendarWeek } from '../lib/calendar-week.ts';
import { AddDialog } from './add-dialog.tsx';

const students = [
  { id: 4, name: '민지' },
  { id: 9, name: '서연' },
];

function showDialog() {
  return renderWithStudio(
    <AddDialog
      date="2026-12-02"
      time={15}
      type="1시간"
      monday="2026-11-30"
      teacherId="kim"
      week={buildCalendarWeek([])}
      students={students}
      onClose={() => undefined}
    />,
  );
}

describe('the 보강 of the add dialog', () => {
  it('says each student’s 보강권 and will not take one without any', async () => {
    const sent = answerWith((request) =>
      request.url.startsWith('/api/member/credit-counts')
        ? {
            status: 200,
            body: [
              { id: 4, credits: 2 },
              { id: 9, credits: 0 },
            ],
          }
        : { status: 500, body: {} },
    );
    const user = showDialog();
    await user.click(screen.getByRole('radio', { name: '보강' }));
    const select = screen.getByRole('combobox', { name: '학생' }) as HTMLSelectElement;
    const minji = await screen.findByRole('option', { name: '민지 · 보강권 2장' });
    const seoyeon = screen.getByRole('option', { name: '서연 · 보강권 없음' }) as HTMLOptionElement;
    expect(seoyeon.disabled).toBe(true);
    expect((minji as HTMLOptionElement).disabled).toBe(false);
    expect(
      screen.getByText('학생의 가장 오래된 보강권을 씁니다. 보강권이 없는 학생은 고를 수 없습니다.'),
    ).toBeTruthy();
    await user.selectOptions(select, seoyeon);
    expect(select.value).toBe('');
    const submit = screen.getByRole('button', { name: '보강 넣기' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.selectOptions(select, minji);
    expect(submit.disabled).toBe(false);
    expect(sent.map((request) => request.url)).toEqual(['/api/member/credit-counts?teacherId=kim']);
  });

  it('says so when no student has a 보강권', async () => {
    answerWith(() => ({
      status: 200,
      body: [
        { id: 4, credits: 0 },
        { id: 9, credits: 0 },
      ],
    }));
    const user = showDialog();
    await user.click(screen.getByRole('radio', { name: '보강' }));
    expect(
      await screen.findByText(
        '보강권이 있는 학생이 없습니다. 사전취소나 강사사정으로 보강권이 생긴 학생만 보강을 넣을 수 있습니다.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: '보강 넣기' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
