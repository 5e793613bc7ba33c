import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '#shared/page-routes.ts';
import { DISALLOWED_PATHS, PUBLIC_PAGES, renderRobots, renderSitemap } from './seo-pages.ts';

/** Pages with a parameter that the sitemap lists one by one. */
const LISTED_PATTERNS = ['/post/:postId', '/order/:idx'];

/** As a crawler reads a Disallow line: a prefix of the path. */
const disallowed = (path: string) => DISALLOWED_PATHS.some((prefix) => path.startsWith(prefix));

describe('which pages search engines see', () => {
  it('puts every page of the site either in the sitemap or out of bounds, never both', () => {
    for (const route of PAGE_ROUTES) {
      const example = route.replace(/:[a-zA-Z]+/g, '7');
      const listed = (PUBLIC_PAGES as readonly string[]).includes(route) || LISTED_PATTERNS.includes(route);
      expect(disallowed(example), route).toBe(!listed);
    }
  });

  it('keeps no public page behind a longer management prefix', () => {
    for (const page of [...PUBLIC_PAGES, '/post/7', '/order/7']) expect(disallowed(page)).toBe(false);
  });

  it('names the sitemap only with an absolute address', () => {
    expect(renderRobots(undefined)).not.toContain('Sitemap');
    expect(renderRobots('https://studio.example')).toContain(
      '\nSitemap: https://studio.example/sitemap.xml\n',
    );
  });

  it('escapes what XML would read as markup', () => {
    const xml = renderSitemap("https://studio.example/a&b'<c>", [{ path: '/news' }]);
    expect(xml).toContain('<loc>https://studio.example/a&#38;b&#39;&#60;c&#62;/news</loc>');
  });
});
