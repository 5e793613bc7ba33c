/**
 * 학생 가져오기 as a teacher meets it in the page: a file chosen is previewed with the guessed
 * columns, a column chosen otherwise previews again with that mapping, a row's problems are
 * shown under it, and the import sends the same file with dryRun=false and says how many came in.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImportResponse } from '#shared/schemas/student-import.ts';
import { renderWithStudio } from '../../../components/testing/studio-harness.tsx';
import { setApiTransport } from '../../../lib/api-client.ts';
import { StudentImportPage } from './student-import-page.tsx';

const answer: ImportResponse = {
  columns: ['학생명', '연락처', '남은 횟수'],
  mapping: { name: 0, phone: 1, remaining: 2, joinDate: null, guardian: null, memo: null },
  rows: [
    {
      row: 2,
      name: '김민지',
      phone: '010-1234-5678',
      remaining: 4,
      joinDate: '2026-11-21',
      guardian: '',
      contacts: [],
      memo: '',
      problems: [],
    },
    {
      row: 3,
      name: '이바다',
      phone: '1234',
      remaining: 2,
      joinDate: '2026-11-21',
      guardian: '',
      contacts: [],
      memo: '',
      problems: ["전화번호를 읽을 수 없습니다 (적힌 값: '1234'). 예: 010-1234-5678"],
    },
  ],
  imported: 0,
  contactsAdded: 0,
};

interface Sent {
  url: string;
  mapping: string | null;
  file: string | null;
}

function answerImports(): Sent[] {
  const sent: Sent[] = [];
  setApiTransport(async (url, init) => {
    const form = init.body as FormData;
    const file = form.get('file') as File | null;
    sent.push({ url, mapping: form.get('mapping') as string | null, file: file ? file.name : null });
    const imported = url.includes('dryRun=false') ? 1 : 0;
    return new Response(JSON.stringify({ ...answer, imported }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

describe('StudentImportPage', () => {
  it('previews a chosen file, lets a column be chosen otherwise, and imports the good rows', async () => {
    const sent = answerImports();
    const user = renderWithStudio(<StudentImportPage />);
    expect(screen.getByRole('link', { name: '양식 내려받기 (.xlsx)' }).getAttribute('href')).toBe(
      '/api/member/import/template',
    );
    const file = new File(['학생명,연락처\n김민지,010-1234-5678'], '명단.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('학생 명단 파일 (.xlsx 또는 .csv)'), file);

    expect((await screen.findByText(/모두 2행 중/)).textContent).toBe(
      '모두 2행 중 가져올 수 있는 행 1개, 문제 있는 행 1개',
    );
    expect(sent).toEqual([{ url: '/api/member/import?dryRun=true', mapping: null, file: '명단.csv' }]);
    const select = (name: string | RegExp) => screen.getByRole<HTMLSelectElement>('combobox', { name });
    expect(select(/^이름/).value).toBe('0');
    expect(select('메모').value).toBe('');
    const bad = screen.getByRole('row', { name: /이바다/ });
    expect(within(bad).getByText(/전화번호를 읽을 수 없습니다/)).toBeTruthy();

    // The phone's column given to 메모: 전화번호 gives it up, and the preview is asked again.
    await user.selectOptions(select('메모'), '연락처');
    expect(JSON.parse(sent[1]!.mapping!)).toEqual({
      name: 0,
      phone: null,
      remaining: 2,
      joinDate: null,
      guardian: null,
      memo: 1,
    });

    await user.click(await screen.findByRole('button', { name: '문제없는 1명 가져오기' }));
    expect(await screen.findByText('1명을 가져왔습니다.')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ url: '/api/member/import?dryRun=false', file: '명단.csv' });
    expect(JSON.parse(sent.at(-1)!.mapping!)).toMatchObject({ memo: 1, phone: null });
  });

  it('shows the server’s refusal of a file', async () => {
    setApiTransport(
      async () =>
        new Response(
          JSON.stringify({
            error: { code: 'student_import.unreadable', message: '파일을 읽을 수 없습니다.' },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    );
    const user = renderWithStudio(<StudentImportPage />);
    await user.upload(
      screen.getByLabelText('학생 명단 파일 (.xlsx 또는 .csv)'),
      new File(['x'], 'a.csv', { type: 'text/csv' }),
    );
    expect((await screen.findByText('파일을 읽을 수 없습니다.')).getAttribute('role')).toBe('alert');
  });
});
