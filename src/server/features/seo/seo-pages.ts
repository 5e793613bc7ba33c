/**
 * Which pages search engines should know: the public site goes into the sitemap, sign-in and
 * the back office are kept out by robots.txt. Every page of src/shared/page-routes.ts is one
 * or the other (seo-pages.test.ts checks that a new page is not forgotten).
 */

/** The public site's pages without parameters; posts and products are added one by one. */
export const PUBLIC_PAGES = [
  '/',
  '/director',
  '/facility',
  '/curriculum',
  '/address',
  '/book',
  '/news',
  '/order',
  '/use',
  '/person',
  '/lessontime',
] as const;

export const postPath = (postId: number) => `/post/${postId}`;
export const productPath = (idx: number) => `/order/${idx}`;

/**
 * Path prefixes robots must not crawl: the API, sign-in, the staff's pages, and the board
 * variant for the tablet at the studio (the same board as /book).
 */
export const DISALLOWED_PATHS = [
  '/api/',
  '/login',
  '/join',
  '/pending',
  '/reset',
  '/setup',
  '/accounts',
  '/account',
  '/audit',
  '/office',
  '/settings',
  '/write',
  '/book/poster',
  '/makeBook',
  '/managemember',
  '/managelesson',
  '/memberdetail/',
  '/receipt/',
  '/orders',
  '/enquiries',
  '/product',
  '/closures',
  '/hours',
  '/payroll',
  '/invoices',
  '/messages',
  '/backup',
  '/system',
  // The families' portal and its sign-in links.
  '/family',
  // A bill's pay link (a credential, also marked noindex on its page).
  '/pay/',
  // Each teacher's private calendar feed.
  '/calendar/',
] as const;

export function renderRobots(publicUrl: string | undefined): string {
  const lines = ['User-agent: *', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), 'Allow: /'];
  // A sitemap must be named by an absolute address, and only PUBLIC_URL gives one.
  if (publicUrl) lines.push('', `Sitemap: ${publicUrl}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

export interface SitemapEntry {
  path: string;
  /** An ISO-8601 instant. */
  lastModified?: string;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** W3C Datetime to the second, as sitemaps.org shows it. */
function w3cDatetime(instant: string): string {
  return new Date(instant).toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

export function renderSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const loc = `<loc>${escapeXml(`${publicUrl}${path}`)}</loc>`;
    const lastmod = lastModified ? `<lastmod>${escapeXml(w3cDatetime(lastModified))}</lastmod>` : '';
    return `  <url>${loc}${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
