import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite, testSite, WithSite } from '../../../site-data/testing/test-site.tsx';
import type { LeafletMapProps } from './leaflet-map.tsx';
import { StudioMap } from './studio-map.tsx';

const leaflet = vi.hoisted(() => ({ fail: false }));

// Leaflet needs a real browser; here it is a region that says which place it was given.
vi.mock('./leaflet-map.tsx', () => ({
  LeafletMap: ({ place }: LeafletMapProps) => {
    if (leaflet.fail) throw new Error('the map could not be drawn');
    return (
      <section
        aria-label={`${place.name} 위치 지도`}
        data-place={`${place.lat},${place.lng} ${place.address}`}
      />
    );
  },
}));

const { studio } = testSite();
const mapName = `${studio.name} 위치 지도`;

function renderMap() {
  renderWithSite(<StudioMap />);
}

describe('StudioMap', () => {
  afterEach(() => {
    cleanup();
    leaflet.fail = false;
  });

  it("is a still picture with the address in the server's HTML, where 지도 보기 opens Kakao Map", () => {
    const page = document.body.appendChild(document.createElement('div'));
    page.innerHTML = renderToString(
      <WithSite>
        <StudioMap />
      </WithSite>,
    );
    expect(page.textContent).toContain(studio.name);
    expect(page.textContent).toContain(`${studio.address} ${studio.floor}`);
    const { lat, lng } = studio.coordinates;
    const link = within(page).getByRole('link', { name: /^지도 보기 ?\(새 창\)$/ });
    expect(link.getAttribute('href')).toBe(
      `https://map.kakao.com/link/map/${encodeURIComponent(studio.name)},${lat},${lng}`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(page).queryByRole('button')).toBeNull();
    expect(within(page).queryByRole('region')).toBeNull();
    page.remove();
  });

  it('draws the map only when 지도 보기 is pressed, at the studio', async () => {
    renderMap();
    expect(screen.queryByRole('region', { name: mapName })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '지도 보기' }));
    const map = await screen.findByRole('region', { name: mapName });
    const { lat, lng } = studio.coordinates;
    expect(map.dataset.place).toBe(`${lat},${lng} ${studio.address} ${studio.floor}`);
    expect(screen.queryByRole('button', { name: '지도 보기' })).toBeNull();
  });

  it('says so when the map fails, and draws it on 지도 다시 불러오기', async () => {
    // React reports the error it caught; here that report is expected.
    const consoleError = vi.mocked(console.error);
    const failOnConsoleError = consoleError.getMockImplementation();
    consoleError.mockImplementation(() => {});
    try {
      leaflet.fail = true;
      renderMap();
      await userEvent.click(screen.getByRole('button', { name: '지도 보기' }));
      expect((await screen.findByRole('alert')).textContent).toContain('지도를 표시하지 못했습니다');

      leaflet.fail = false;
      await userEvent.click(screen.getByRole('button', { name: '지도 다시 불러오기' }));
      expect(await screen.findByRole('region', { name: mapName })).toBeTruthy();
    } finally {
      consoleError.mockImplementation(failOnConsoleError ?? (() => {}));
    }
  });
});
