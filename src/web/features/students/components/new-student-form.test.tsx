/**
 * 신규 학생 등록 and the edit form as a teacher meets a refusal: the server's words next to the field it is about,
 * the field marked invalid and focused, like every other form of the site.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerWith, refusal, renderWithStudio } from '../../../components/testing/studio-harness.tsx';
import { testStudent } from '../testing/student.ts';
import { NewStudentForm } from './new-student-form.tsx';
import { StudentEditForm } from './student-edit-form.tsx';

describe('the new student form', () => {
  it('says a refused name next to the name, with the focus there', async () => {
    answerWith(() => refusal(409, 'students.name_taken', '같은 이름의 학생이 이미 있습니다.'));
    const user = renderWithStudio(<NewStudentForm teacherId={undefined} />);
    const name = screen.getByRole('textbox', { name: '이름' });
    await user.type(name, '가람');
    await user.type(screen.getByRole('textbox', { name: '전화번호' }), '01012345678');
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await screen.findByText('같은 이름의 학생이 이미 있습니다.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    const description = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('같은 이름의 학생이 이미 있습니다.');
    expect(screen.queryByRole('alert')?.textContent ?? '').not.toContain('같은 이름');
  });

  it('keeps the lesson hint and adds a refused count beside it', async () => {
    answerWith(() =>
      refusal(400, 'students.lesson_count', '레슨 횟수는 0회에서 100회 사이로 입력해 주세요.'),
    );
    const user = renderWithStudio(<NewStudentForm teacherId={undefined} />);
    await user.type(screen.getByRole('textbox', { name: '이름' }), '가람');
    const lesson = screen.getByRole('spinbutton', { name: '남은 레슨 (선택)' });
    await user.type(lesson, '500');
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await screen.findByText('레슨 횟수는 0회에서 100회 사이로 입력해 주세요.');
    expect(document.activeElement).toBe(lesson);
    expect(lesson.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });
});

describe('the student edit form', () => {
  it('says a refused phone next to the phone, with the focus there', async () => {
    answerWith(() => refusal(400, 'students.phone_format', '전화번호를 확인해 주세요.'));
    const user = renderWithStudio(<StudentEditForm student={testStudent()} onDone={() => {}} />);
    const phone = screen.getByRole('textbox', { name: '전화번호' });
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await screen.findByText('전화번호를 확인해 주세요.');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone);
  });
});
