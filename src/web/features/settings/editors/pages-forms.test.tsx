/** The director's and curriculum forms: rows moved, added and taken out; lines and prices as typed. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { defaultCurriculum } from '#content/curriculum-defaults.ts';
import { defaultDirector } from '#content/director-defaults.ts';
import type { CurriculumContent } from '#shared/schemas/site-curriculum.ts';
import type { DirectorContent } from '#shared/schemas/site-director.ts';
import { CurriculumForm } from './curriculum/curriculum-form.tsx';
import { wholeNumberOf } from './curriculum/fee-fields.tsx';
import { DirectorForm } from './director/director-form.tsx';
import { linesOf } from './fields/lines-field.tsx';

vi.mock('./director/greeting-editor.tsx', () => ({ default: () => <p>인사말 편집기</p> }));
const uploadImage = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/upload-image.ts', () => ({ uploadImage }));

let director: DirectorContent;
let curriculum: CurriculumContent;

function DirectorHarness() {
  const [value, setValue] = useState(defaultDirector());
  director = value;
  return <DirectorForm value={value} onChange={setValue} disabled={false} />;
}

function CurriculumHarness() {
  const [value, setValue] = useState(defaultCurriculum());
  curriculum = value;
  return <CurriculumForm value={value} onChange={setValue} disabled={false} />;
}

const button = (name: string) => screen.getByRole('button', { name });
const row = (title: RegExp) =>
  screen
    .getAllByRole('listitem')
    .find((item) => title.test(within(item).queryAllByRole('heading')[0]?.textContent ?? ''))!;

describe('the director form', () => {
  it('renames a teacher, moves them up with the focus following, and keeps the first card', () => {
    render(<DirectorHarness />);
    fireEvent.change(within(row(/^2번째 선생님/)).getByRole('textbox', { name: '이름' }), {
      target: { value: '강하늘' },
    });
    fireEvent.click(button('위로 (2번째 선생님 강하늘)'));
    expect(director.teachers.map((teacher) => teacher.name)).toEqual(['강하늘', '윤서진', '정다온']);
    // At the top, 위로 is off; the focus goes to 아래로 of the same card.
    expect(document.activeElement).toBe(button('아래로 (1번째 선생님 강하늘)'));
    expect((button('위로 (1번째 선생님 강하늘)') as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a teacher without a photo description and takes cards out down to one', () => {
    render(<DirectorHarness />);
    fireEvent.click(button('선생님 추가'));
    expect(director.teachers).toHaveLength(4);
    expect(director.teachers[3]).toEqual({
      name: '',
      role: '',
      photo: { src: 'builtin:profile-vocal', alt: '', width: 600, height: 600 },
      career: [],
    });
    expect(document.activeElement).toBe(within(row(/^4번째 선생님/)).getByRole('textbox', { name: '이름' }));
    for (const name of ['빼기 (4번째 선생님)', '빼기 (3번째 선생님 정다온)', '빼기 (2번째 선생님 한지우)'])
      fireEvent.click(button(name));
    expect(director.teachers.map((teacher) => teacher.name)).toEqual(['윤서진']);
    expect((button('빼기 (1번째 선생님 윤서진)') as HTMLButtonElement).disabled).toBe(true);
  });

  it('puts an upload that ends after other edits and a move on the teacher who chose it, keeping the edits', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:local');
    URL.revokeObjectURL = vi.fn();
    let finish!: (value: unknown) => void;
    uploadImage.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    render(<DirectorHarness />);
    await act(async () =>
      fireEvent.change(screen.getByLabelText('사진 바꾸기 (3번째 선생님 사진)'), {
        target: { files: [new File(['x'], 'a.jpg', { type: 'image/jpeg' })] },
      }),
    );
    fireEvent.change(within(row(/^3번째 선생님/)).getByRole('textbox', { name: '이름' }), {
      target: { value: '정다은' },
    });
    fireEvent.click(button('위로 (3번째 선생님 정다은)'));
    await act(async () => finish({ url: '/uploads/0123456789abcdef.webp', width: 900, height: 900 }));
    expect(director.teachers.map((teacher) => [teacher.name, teacher.photo.src])).toEqual([
      ['윤서진', 'builtin:profile-director'],
      ['정다은', '/uploads/0123456789abcdef.webp'],
      ['한지우', 'builtin:profile-vocal'],
    ]);
  });

  it('takes the career as lines, keeping what is typed while blank lines are left out', () => {
    render(<DirectorHarness />);
    const career = within(row(/^1번째 선생님/)).getByRole('textbox', { name: '경력' }) as HTMLTextAreaElement;
    fireEvent.change(career, { target: { value: '  첫 줄 \n\n둘째 줄\n' } });
    expect(director.teachers[0]!.career).toEqual(['첫 줄', '둘째 줄']);
    expect(career.value).toBe('  첫 줄 \n\n둘째 줄\n');
  });
});

describe('the curriculum form', () => {
  it('changes the first fee and shows it as the page will, and adds a row that needs a price', () => {
    render(<CurriculumHarness />);
    const fee = row(/^수강료 1번째 줄/);
    fireEvent.change(within(fee).getByRole('textbox', { name: '수강료 (원)' }), {
      target: { value: '280,000' },
    });
    expect(curriculum.fees[0]).toEqual({ course: '주 1회, 1시간씩', lessons: 4, price: 280_000 });
    expect(within(fee).getByText('페이지에는 280,000원')).toBeTruthy();
    fireEvent.click(button('수강료 줄 추가'));
    expect(curriculum.fees[1]).toMatchObject({ course: '', lessons: 4 });
    expect(Number.isNaN(curriculum.fees[1]!.price)).toBe(true);
    fireEvent.click(button('위로 (수강료 2번째 줄)'));
    expect(curriculum.fees.map((row) => row.course)).toEqual(['', '주 1회, 1시간씩']);
  });

  it('edits a list as lines', () => {
    render(<CurriculumHarness />);
    fireEvent.change(screen.getByRole('textbox', { name: '수업 규칙' }), { target: { value: '하나\n둘' } });
    expect(curriculum.rules).toEqual(['하나', '둘']);
  });
});

describe('typed numbers and lines', () => {
  it('reads whole numbers with commas and units, and nothing else', () => {
    expect(wholeNumberOf('250000')).toBe(250_000);
    expect(wholeNumberOf('250,000원')).toBe(250_000);
    expect(wholeNumberOf(' 4회')).toBe(4);
    for (const text of ['', '25만', '1.5', '-3', '1e6']) expect(wholeNumberOf(text)).toBeNaN();
  });

  it('splits lines, trims them and leaves out blank ones', () => {
    expect(linesOf(' a \r\n\n b')).toEqual(['a', 'b']);
    expect(linesOf('')).toEqual([]);
  });
});
