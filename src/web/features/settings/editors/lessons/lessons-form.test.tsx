/** 수업 규칙 as the owner edits it: the owed limit with its rule said in words, and a refusal beside it. */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LessonRules } from '#shared/schemas/site-lessons.ts';
import { LessonsForm } from './lessons-form.tsx';

afterEach(cleanup);

function Editing({ errors }: { errors?: Record<string, string> }) {
  const [value, setValue] = useState<LessonRules>({ owedLimit: 2 });
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
    const field = screen.getByRole('spinbutton');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('미수로 둘 수 있는 레슨 수는 0회에서 10회 사이의 정수로 입력해 주세요.');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
  });
});
