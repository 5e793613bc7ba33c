/** 레퍼토리 on the student page: a piece added by its name, and a refusal said at the field until it is put right. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RepertoirePiece } from '#shared/schemas/repertoire.ts';
import { answerWith, refusal, renderWithStudio } from '../../../components/testing/studio-harness.tsx';
import { RepertoireBlock } from './repertoire-block.tsx';

const piece: RepertoirePiece = {
  id: 3,
  title: '캐논 변주곡',
  stage: '시작',
  dates: { 시작: '2026-11-25', '연습 중': null, 완성: null, 발표: null },
  updatedAt: '2026-11-25T01:00:00.000Z',
};
const busy = '잠시 후 다시 해 주세요.';

describe('the student page’s repertoire', () => {
  it('says a refused piece at its name, and no longer once the same piece is added', async () => {
    const pieces: RepertoirePiece[] = [];
    let tries = 0;
    const sent = answerWith((request) => {
      if (request.method === 'GET') return { status: 200, body: { pieces } };
      tries += 1;
      if (tries === 1) return refusal(503, 'server.busy', busy);
      pieces.push(piece);
      return { status: 201, body: { message: '캐논 변주곡을 넣었습니다.', piece } };
    });
    const user = renderWithStudio(<RepertoireBlock studentId={7} />);
    expect(await screen.findByText('아직 넣은 곡이 없습니다.')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: '곡 이름' }) as HTMLInputElement;
    await user.type(name, '캐논 변주곡');
    await user.click(screen.getByRole('button', { name: '곡 넣기' }));
    expect(await screen.findByText(busy, { selector: '.field-error' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '곡 넣기' }));
    expect(await screen.findByText('캐논 변주곡을 넣었습니다.')).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: '캐논 변주곡 단계' })).toBeTruthy();
    expect(screen.queryByText(busy)).toBeNull();
    expect(name.value).toBe('');
    expect(sent.filter((each) => each.method === 'POST').map((each) => each.body)).toEqual([
      { title: '캐논 변주곡' },
      { title: '캐논 변주곡' },
    ]);
  });
});
