/** The owner's settings page previews each section in the public pages it feeds. */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { studioCopyright } from '#shared/studio-rules.ts';
import { sectionEditors } from '../features/settings/editors/index.ts';
import { testSite, WithSite } from '../site-data/testing/test-site.tsx';
import { sectionPreviews } from './section-previews.tsx';

describe('the sections’ previews', () => {
  it('give every section the owner edits a preview', () => {
    expect(
      sectionEditors.filter((editor) => !sectionPreviews[editor.key]).map((editor) => editor.key),
    ).toEqual([]);
  });

  it("show the studio's draft in the directions page's details and the footer", () => {
    const published = testSite();
    const studio = { ...published.studio, name: '새이름 음악학원', phone: '010-7777-8888' };
    const StudioPreview = sectionPreviews.studio!;
    render(
      <MemoryRouter>
        <WithSite site={{ ...published, studio, copyright: studioCopyright(studio.name, 2026) }}>
          <StudioPreview />
        </WithSite>
      </MemoryRouter>,
    );
    expect(
      screen.getAllByRole('link', { name: '010-7777-8888' }).map((link) => link.getAttribute('href')),
    ).toEqual(['tel:01077778888', 'tel:01077778888']);
    expect(screen.getByRole('link', { name: '전화 걸기 010-7777-8888' }).getAttribute('href')).toBe(
      'tel:01077778888',
    );
    expect(screen.getByText('© 2026 새이름 음악학원')).toBeTruthy();
  });
});
