/**
 * The settings page of a section as the owner meets it, with the server answered in the test:
 * what 게시하기 sends, that a conflict keeps the draft on screen until the owner chooses to load
 * the latest version, that a refused field is named before anything is sent, and that a
 * restore asks first and names the version it publishes again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteDocument } from '#shared/schemas/site-content.ts';
import {
  type Answer,
  answerWith,
  renderWithStudio,
  type Sent,
} from '../../../components/testing/studio-harness.tsx';
import { useSite } from '../../../site-data/site-context.tsx';
import { testSite } from '../../../site-data/testing/test-site.tsx';
import { studioEditor } from '../editors/studio-editor.tsx';
import { SectionEditing } from './section-editing.tsx';

// Leaflet needs a real browser; the map is the e2e journey's to check.
vi.mock('../editors/studio/location-picker.tsx', () => ({ LocationPicker: () => null }));

/** A business number whose check digit is right (the placeholder's is not). */
const BUSINESS_NUMBER = '220-81-62517';

let sent: Sent[] = [];
let answer: (request: Sent) => Answer;

const publishedSite = (): SiteDocument => {
  const site = testSite();
  return { ...site, studio: { ...site.studio, businessNumber: BUSINESS_NUMBER } };
};

const historyOf = (
  site: SiteDocument,
  versions: Array<{ version: number; by: string | null; phone: string }>,
) => ({
  items: versions.map(({ version, by, phone }) => ({
    version,
    publishedAt: '2026-11-21T09:53:00.000Z',
    publishedBy: by,
    restoredFrom: null,
    changed: by === null ? [] : ['phone'],
    studio: { ...site.studio, phone },
  })),
  page: 1,
  pageSize: 20,
  total: versions.length,
});

beforeEach(() => {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  sent = answerWith((request) => answer(request));
});

/** Stands for the public pages the app gives as the preview (app/section-previews.tsx): what they read. */
function StudioDraft() {
  const { studio, copyright } = useSite();
  return (
    <>
      <p>{`${studio.name} ${studio.phone}`}</p>
      <p>{copyright}</p>
    </>
  );
}

function showPage(site: SiteDocument) {
  return renderWithStudio(<SectionEditing editor={studioEditor} Preview={StudioDraft} />, {
    site,
    initialEntries: ['/settings/studio'],
  });
}

const writes = () => sent.filter((request) => request.method !== 'GET');

describe('the section editor page', () => {
  it('publishes the whole draft against the version it started from, then starts again from the answer', async () => {
    const site = publishedSite();
    answer = (request) => {
      if (request.method === 'PUT') {
        const body = request.body as { studio: SiteDocument['studio'] };
        return { status: 200, body: { version: 2, studio: { ...body.studio, phone: '010-2222-3333' } } };
      }
      return { status: 200, body: historyOf(site, [{ version: 1, by: null, phone: site.studio.phone }]) };
    };
    const user = showPage(site);
    const publish = screen.getByRole('button', { name: '게시하기' });
    expect(publish).toHaveProperty('disabled', true);

    const phone = screen.getByRole('textbox', { name: '전화번호' });
    await user.clear(phone);
    await user.type(phone, '01022223333');
    expect(screen.getByText('게시하지 않은 고친 내용이 있습니다.')).toBeTruthy();
    await user.click(publish);

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'PUT',
      url: '/api/site/studio',
      body: { version: 1, studio: { ...site.studio, phone: '01022223333' } },
    });
    // The server's spelling is what the form now holds, and the next publish names version 2.
    await waitFor(() => expect(phone).toHaveProperty('value', '010-2222-3333'));
    expect(await screen.findByText('게시했습니다. 홈페이지에 바로 보입니다.')).toBeTruthy();
    expect(screen.getByText('게시된 내용과 같습니다.')).toBeTruthy();
    expect(screen.getByText('버전 2에서 시작')).toBeTruthy();
  });

  it('keeps the draft on a conflict, and loads the latest version only after a confirm', async () => {
    const site = publishedSite();
    const latest: SiteDocument = {
      ...site,
      versions: { ...site.versions, studio: 5 },
      studio: { ...site.studio, phone: '02-999-8888' },
    };
    answer = (request) => {
      if (request.method === 'PUT')
        return {
          status: 409,
          body: { error: { code: 'site.version_conflict', message: '다른 곳에서 먼저 바뀌었습니다.' } },
        };
      if (request.url === '/api/site') return { status: 200, body: latest };
      return { status: 200, body: historyOf(site, [{ version: 1, by: null, phone: site.studio.phone }]) };
    };
    const user = showPage(site);
    const phone = screen.getByRole('textbox', { name: '전화번호' });
    await user.clear(phone);
    await user.type(phone, '010-4444-5555');
    await user.click(screen.getByRole('button', { name: '게시하기' }));

    const alert = await screen.findByText(/먼저 게시했습니다/);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(phone).toHaveProperty('value', '010-4444-5555');
    expect(screen.getByRole('button', { name: '게시하기' })).toHaveProperty('disabled', true);

    // Saying no keeps everything as it is.
    await user.click(screen.getByRole('button', { name: '최신 내용 불러오기' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('고친 내용을 버리고 지금 게시된 최신 내용을 불러올까요?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(phone).toHaveProperty('value', '010-4444-5555');
    expect(sent.some((request) => request.url === '/api/site')).toBe(false);

    await user.click(screen.getByRole('button', { name: '최신 내용 불러오기' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '최신 내용 불러오기' }),
    );
    await waitFor(() => expect(phone).toHaveProperty('value', '02-999-8888'));
    expect(screen.getByText('버전 5에서 시작')).toBeTruthy();
    expect(screen.queryByText(/먼저 게시했습니다/)).toBeNull();

    // The next publish is made from version 5.
    answer = (request) =>
      request.method === 'PUT'
        ? { status: 200, body: { version: 6, studio: (request.body as { studio: unknown }).studio } }
        : { status: 200, body: historyOf(site, [{ version: 1, by: null, phone: site.studio.phone }]) };
    await user.clear(phone);
    await user.type(phone, '02-111-2222');
    await user.click(screen.getByRole('button', { name: '게시하기' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]!.body).toEqual({ version: 5, studio: { ...latest.studio, phone: '02-111-2222' } });
  });

  it("previews the draft in the section's public pages, the published site's own data untouched", async () => {
    const site = publishedSite();
    answer = () => ({
      status: 200,
      body: historyOf(site, [{ version: 1, by: null, phone: site.studio.phone }]),
    });
    const user = showPage(site);
    await user.clear(screen.getByRole('textbox', { name: '전화번호' }));
    await user.type(screen.getByRole('textbox', { name: '전화번호' }), '010-7777-8888');
    await user.clear(screen.getByRole('textbox', { name: '학원 이름' }));
    await user.type(screen.getByRole('textbox', { name: '학원 이름' }), '새이름 음악학원');
    await user.click(screen.getByRole('button', { name: '미리보기' }));

    // On a phone the preview takes the form's place.
    expect(screen.queryByRole('textbox', { name: '전화번호' })).toBeNull();
    const preview = screen.getByRole('region', { name: '미리보기' });
    expect(within(preview).getByText('게시하면 홈페이지에 이렇게 보입니다')).toBeTruthy();
    expect(within(preview).getByText('새이름 음악학원 010-7777-8888')).toBeTruthy();
    // The footer's copyright line follows the new name too.
    expect(within(preview).getByText('© 2026 새이름 음악학원')).toBeTruthy();
    expect(site.studio.phone).toBe(testSite().studio.phone);

    await user.click(screen.getByRole('button', { name: '고치기' }));
    expect(screen.getByRole('textbox', { name: '전화번호' })).toHaveProperty('value', '010-7777-8888');
    expect(writes()).toEqual([]);
  });

  it('names the refused field and sends nothing while the draft breaks a rule', async () => {
    const published = testSite();
    // A business number whose check digit is wrong, as the owner might have typed it.
    const site = testSite({ studio: { ...published.studio, businessNumber: '000-00-00001' } });
    answer = () => ({
      status: 200,
      body: historyOf(site, [{ version: 1, by: null, phone: site.studio.phone }]),
    });
    const user = showPage(site);
    const phone = screen.getByRole('textbox', { name: '전화번호' });
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: '게시하기' }));

    expect(
      await screen.findByText(
        '전화번호: 전화번호를 02-123-4567, 031-123-4567, 010-1234-5678, 1588-1234 같은 형식으로 입력해 주세요.',
      ),
    ).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone);
    expect(screen.getByRole('textbox', { name: '사업자등록번호' }).getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toEqual([]);
  });

  it('restores an earlier version only after a confirm that names it', async () => {
    const site = { ...publishedSite(), versions: { ...publishedSite().versions, studio: 2 } };
    answer = (request) => {
      if (request.method === 'POST')
        return { status: 200, body: { version: 3, studio: { ...site.studio, phone: '02-123-4567' } } };
      return {
        status: 200,
        body: historyOf(site, [
          { version: 2, by: '원장', phone: site.studio.phone },
          { version: 1, by: null, phone: '02-123-4567' },
        ]),
      };
    };
    const user = showPage(site);
    const list = await screen.findByRole('list', { name: '게시한 버전' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '버전 2지금 게시 중2026년 11월 21일 (토) 오후 6:53 · 원장바뀐 항목 전화번호',
      '버전 12026년 11월 21일 (토) 오후 6:53 · 처음 기본값바뀐 항목 처음 내용이 버전으로 되돌리기',
    ]);

    const restore = screen.getByRole('button', { name: '이 버전으로 되돌리기 (버전 1)' });
    await user.click(restore);
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('버전 1의 내용을 다시 게시할까요?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(writes()).toEqual([]);

    await user.click(restore);
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '되돌리기' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'POST',
      url: '/api/site/studio/restore',
      body: { version: 2, restore: 1 },
    });
    expect(await screen.findByText('버전 1의 내용으로 되돌렸습니다.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '전화번호' })).toHaveProperty('value', '02-123-4567');
  });
});
