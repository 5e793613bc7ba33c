/**
 * The owner's backup warning on the home page: drawn only while the last backup is over 2 days
 * old or missing, and only where the site backs itself up (not on PostgreSQL).
 */

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BackupStatus } from '#shared/schemas/backup.ts';
import { renderWithQueries } from '../../../components/testing/query-render.tsx';
import { BackupNotice } from './backup-notice.tsx';

function answerStatus(status: Partial<BackupStatus>) {
  const fetch = vi.fn(async () => Response.json(status));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderNotice() {
  const { container, client } = renderWithQueries(<BackupNotice />);
  const answered = () =>
    waitFor(() => expect(client.getQueryState(['backup', 'status'])?.status).toBe('success'));
  return { container, answered };
}

describe('the backup notice', () => {
  it('draws a band saying there has been no backup yet, linking to the backup page', async () => {
    const fetch = answerStatus({ supported: true, stale: true, lastBackupAt: null });
    const { container } = renderNotice();
    await screen.findByRole('complementary', { name: '⚠ 아직 백업이 없습니다' });
    expect(container.innerHTML).toBe(
      '<aside style="background: rgb(255, 244, 224); border-bottom: 1px solid rgb(240, 210, 154);" aria-labelledby="backup-notice-title">' +
        '<div style="max-width: calc(var(--layout-width) + 40px); margin: 0px auto; padding: 14px 20px; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 20px;">' +
        '<div style="flex: 1 1 300px;">' +
        '<p id="backup-notice-title" style="margin: 0px; font-weight: 700; color: rgb(122, 69, 0);">⚠ 아직 백업이 없습니다</p>' +
        '<p style="margin: 0px; font-size: 0.94rem;">학생, 레슨, 결제 기록과 사진을 한 번도 백업하지 않았습니다. 백업을 내려받아 학원 컴퓨터가 아닌 곳에도 보관해 주세요.</p>' +
        '</div>' +
        '<a class="button" style="white-space: nowrap;" href="/backup" data-discover="true">백업하러 가기</a>' +
        '</div></aside>',
    );
    expect(fetch).toHaveBeenCalledWith('/api/backup/status', { credentials: 'same-origin' });
  });

  it('says when the last backup was, in Seoul', async () => {
    answerStatus({ supported: true, stale: true, lastBackupAt: '2026-11-21T18:30:00.000Z' });
    renderNotice();
    const notice = await screen.findByRole('complementary', { name: '⚠ 백업한 지 2일이 넘었습니다' });
    // The hour's wording (오전 or AM) is the ICU data's; the day is Seoul's.
    expect(notice.textContent).toMatch(
      /^⚠ 백업한 지 2일이 넘었습니다마지막 백업: 2026년 11월 22일 \(일\) 오전 3:30\. 백업을 내려받아 학원 컴퓨터가 아닌 곳에도 보관해 주세요\.백업하러 가기$/,
    );
  });

  it('draws nothing while the last backup is recent', async () => {
    answerStatus({ supported: true, stale: false, lastBackupAt: '2026-11-21T18:30:00.000Z' });
    const { container, answered } = renderNotice();
    await answered();
    expect(container.innerHTML).toBe('');
  });

  it('draws nothing where the site makes no backups (PostgreSQL)', async () => {
    answerStatus({ supported: false, stale: true, lastBackupAt: null });
    const { container, answered } = renderNotice();
    await answered();
    expect(container.innerHTML).toBe('');
  });
});
