/** /settings lists every registered section with a link to its page; an unknown section says so. */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testSite, WithSite } from '../../../site-data/testing/test-site.tsx';
import { SectionSettings } from '../components/section-settings.tsx';
import { sectionEditors } from '../editors/index.ts';
import { SettingsPage } from './settings-page.tsx';

describe('the settings menu', () => {
  it('links to each section’s page, 학원 정보 first, with the version published now', () => {
    const site = testSite();
    render(
      <MemoryRouter initialEntries={['/settings']}>
        <WithSite site={{ ...site, versions: { ...site.versions, studio: 7 } }}>
          <SettingsPage />
        </WithSite>
      </MemoryRouter>,
    );
    const links = within(screen.getByRole('list', { name: '고칠 수 있는 항목' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      sectionEditors.map((editor) => `/settings/${editor.key}`),
    );
    expect(links[0]!.getAttribute('href')).toBe('/settings/studio');
    expect(links[0]!.textContent).toContain('학원 정보');
    expect(links[0]!.textContent).toContain('지금 게시된 버전 7');
  });

  it('says an unknown section is not one that can be edited', () => {
    render(
      <MemoryRouter initialEntries={['/settings/nothing']}>
        <WithSite>
          <Routes>
            <Route path="/settings/:key" element={<SectionSettings previews={{}} />} />
          </Routes>
        </WithSite>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '없는 항목입니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '사이트 관리로 가기' }).getAttribute('href')).toBe('/settings');
  });
});
