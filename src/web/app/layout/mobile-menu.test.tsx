import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MobileMenu } from './mobile-menu.tsx';

function serverHtml(): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = renderToString(
    <MemoryRouter>
      <MobileMenu foldQuery="(max-width: 767.98px)">
        {() => (
          <nav aria-label="주 메뉴">
            <a href="/curriculum">교육 과정</a>
          </nav>
        )}
      </MobileMenu>
    </MemoryRouter>,
  );
  return page;
}

describe("the folded menu in the server's HTML", () => {
  it('is a closed disclosure whose button opens the panel with no script', () => {
    const details = serverHtml().querySelector('details');
    expect(details).not.toBeNull();
    expect(details?.open).toBe(false);
    const summary = details?.querySelector(':scope > summary');
    expect(summary?.textContent).toBe('메뉴');
    expect(summary?.getAttribute('role')).toBe('button');
    // Left to the disclosure's own state, which a script-less browser keeps true.
    expect(summary?.hasAttribute('aria-expanded')).toBe(false);
    const dialog = details?.querySelector(':scope > dialog');
    expect(dialog?.getAttribute('aria-label')).toBe('전체 메뉴');
    expect(summary?.getAttribute('aria-controls')).toBe(dialog?.id);
    expect(dialog?.querySelector('nav a')?.getAttribute('href')).toBe('/curriculum');
  });
});
