/**
 * 사이트 관리 → 시스템 as the owner meets it: without an agent, the commands to update by hand;
 * with one and a newer version, 업데이트 after a confirm, then the agent's answer in Korean.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SystemInfo, UpdateProgress } from '#shared/schemas/system.ts';
import { answerWith, renderWithStudio } from '../../../components/testing/studio-harness.tsx';
import { SystemPage } from './system-page.tsx';

function system(update: Partial<SystemInfo['update']> = {}): SystemInfo {
  return {
    version: '0.1.0',
    database: 'sqlite',
    migrations: { applied: 35, latest: '039-backup-drills' },
    lastBackupAt: null,
    https: true,
    publicUrl: 'https://studio.example',
    update: {
      available: true,
      version: '0.2.0',
      notes: '영수증 개선',
      feed: 'ok',
      checkedAt: null,
      agent: false,
      ...update,
    },
  };
}

const idle: UpdateProgress = { state: 'idle', running: false, from: null, to: null, message: null, at: null };

describe('the system page', () => {
  it('shows what runs and, without an agent, how to update by hand', async () => {
    answerWith(() => ({ status: 200, body: system() }));
    renderWithStudio(<SystemPage />);
    await screen.findByText('새 버전 0.2.0이(가) 나왔습니다.');
    expect(screen.getByText('0.1.0')).toBeTruthy();
    expect(screen.getByText('구조 변경 35개 적용 · 마지막 039-backup-drills')).toBeTruthy();
    expect(screen.getByText('아직 없습니다')).toBeTruthy();
    expect(screen.getByText('켜짐')).toBeTruthy();
    expect(screen.getByText('git pull && docker compose up -d --build')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '업데이트' })).toBeNull();
  });

  it('asks before updating, sends the update, and says when the agent rolled it back', async () => {
    let progress: UpdateProgress = idle;
    const sent = answerWith((request) => {
      if (request.url === '/api/system') return { status: 200, body: system({ agent: true }) };
      if (request.method === 'POST') {
        progress = {
          state: 'rolled-back',
          running: false,
          from: 'studio:0.1.0',
          to: 'studio:0.2.0',
          message: 'the new version did not answer its health check',
          at: '2026-11-28T05:00:00.000Z',
        };
        return { status: 202, body: { version: '0.2.0', backup: 'studio-backup-2026-11-28_140000.tar.gz' } };
      }
      return { status: 200, body: progress };
    });
    const user = renderWithStudio(<SystemPage />);
    await user.click(await screen.findByRole('button', { name: '업데이트' }));
    const confirm = screen.getByRole('alertdialog', { name: '0.2.0 버전으로 업데이트할까요?' });
    expect(sent.filter((each) => each.method === 'POST')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '업데이트' }));
    await screen.findByText(
      '새 버전(studio:0.2.0)이 정상적으로 시작되지 않아 이전 버전으로 되돌렸습니다 (2026년 11월 28일 (토) 오후 2:00). 데이터는 그대로입니다.',
      {},
      { timeout: 5000 },
    );
    expect(sent.filter((each) => each.method === 'POST').map((each) => each.url)).toEqual([
      '/api/system/update',
    ]);
  });
});
