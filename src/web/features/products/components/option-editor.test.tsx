import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OptionEditor } from './option-editor.tsx';

function Harness({ initial = [] as string[] }) {
  const [options, setOptions] = useState(initial);
  return <OptionEditor options={options} onChange={setOptions} />;
}

const field = () => screen.getByRole('textbox', { name: '옵션' });
const add = (text: string) => {
  fireEvent.change(field(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: '옵션 추가' }));
};
const shown = () =>
  within(screen.getByRole('list', { name: '추가한 옵션' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent);

describe('OptionEditor', () => {
  it('appends the trimmed text and clears the field', () => {
    render(<Harness />);
    add('  2.5호  ');
    add('3호');
    expect(shown()).toEqual(['2.5호', '3호']);
    expect(field()).toHaveProperty('value', '');
  });

  it('refuses an empty or repeated option with a Korean message, keeping the list', () => {
    render(<Harness initial={['3호']} />);
    add('   ');
    expect(screen.getByRole('alert').textContent).toBe(
      '빈 옵션은 추가할 수 없습니다. 옵션 내용을 입력해 주세요.',
    );
    add(' 3호');
    expect(screen.getByRole('alert').textContent).toBe('같은 옵션이 이미 있습니다.');
    expect(shown()).toEqual(['3호']);
    add('4호');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds on Enter without sending a form', () => {
    render(<Harness />);
    fireEvent.change(field(), { target: { value: '검정' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(shown()).toEqual(['검정']);
  });

  it('moves and removes options', () => {
    render(<Harness initial={['가', '나', '다']} />);
    fireEvent.click(screen.getByRole('button', { name: '다 위로' }));
    expect(shown()).toEqual(['가', '다', '나']);
    fireEvent.click(screen.getByRole('button', { name: '가 아래로' }));
    expect(shown()).toEqual(['다', '가', '나']);
    expect(screen.getByRole('button', { name: '다 위로' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '나 아래로' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '가 삭제' }));
    expect(shown()).toEqual(['다', '나']);
  });
});
