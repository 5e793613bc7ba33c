/** The home page and the studio's own pages: director, facility, curriculum, address, terms, privacy. */
export const STUDIO_PAGES = [
  '/',
  '/director',
  '/facility',
  '/curriculum',
  '/address',
  '/use',
  '/person',
] as const;

/**
 * Every page address the web app answers, as route patterns (`:name` matches one segment).
 * The server answers any other path with status 404 (and the same page, which shows the
 * Korean 404), so crawlers and link checkers see a missing page as missing. A web test checks
 * that this list and the router's routes are the same.
 */
export const PAGE_ROUTES = [
  ...STUDIO_PAGES,
  '/login',
  '/setup',
  '/join',
  '/pending',
  '/reset',
  '/office',
  '/accounts',
  '/account',
  '/audit',
  '/backup',
  '/settings',
  '/settings/:key',
  '/system',
  '/settings/payments',
  '/settings/senders',
  '/news',
  '/post/:postId',
  '/write',
  '/write/:postId',
  '/book',
  '/book/poster',
  '/makeBook',
  '/managemember',
  '/managemember/import',
  '/managelesson',
  '/memberdetail/:name',
  '/receipt/:paymentId',
  '/lessontime',
  '/order',
  '/order/:idx',
  '/orders',
  '/enquiries',
  '/closures',
  '/hours',
  '/payroll',
  '/invoices',
  '/pay/:token',
  '/pay/:token/success',
  '/pay/:token/fail',
  '/messages',
  '/product',
  '/product/:idx',
  '/family',
  '/family/login',
  '/family/receipt/:paymentId',
] as const;

/**
 * Pages the server draws for the person signed in, with their session and data, when the
 * request carries a session (docs/decisions/058-signed-in-pages-rendered-on-the-server.md);
 * every other page is rendered as a visitor sees it, and the browser draws what is theirs.
 */
export const SIGNED_IN_RENDERED_ROUTES = [
  '/managemember',
  '/lessontime',
  '/managelesson',
  '/settings',
  '/family',
] as const;

/**
 * The public pages a visitor (no session) is sent as islands: the server's HTML with only its
 * moving parts hydrated, not the whole app (docs/decisions/070-islands-on-public-pages.md).
 */
export const ISLAND_ROUTES = [
  ...STUDIO_PAGES,
  '/news',
  '/post/:postId',
  '/book',
  '/order',
  '/order/:idx',
  '/pay/:token',
  '/pay/:token/success',
  '/pay/:token/fail',
] as const satisfies readonly (typeof PAGE_ROUTES)[number][];

const patterns = PAGE_ROUTES.map((route) => route.split('/').filter(Boolean));
const signedInPatterns = SIGNED_IN_RENDERED_ROUTES.map((route) => route.split('/').filter(Boolean));
const islandPatterns = ISLAND_ROUTES.map((route) => route.split('/').filter(Boolean));

/** Whether the router has a page for the path; like the router, case-insensitive, one trailing slash allowed. */
export function isKnownPage(pathname: string): boolean {
  return matchesAny(patterns, pathname);
}

/** Whether the server draws the path's page for the person signed in. */
export function isSignedInRendered(pathname: string): boolean {
  return matchesAny(signedInPatterns, pathname);
}

/** Whether a visitor gets the path's page as islands. */
export function isIslandPage(pathname: string): boolean {
  return matchesAny(islandPatterns, pathname);
}

function matchesAny(patterns: readonly string[][], pathname: string): boolean {
  if (!pathname.startsWith('/')) return false;
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const segments = trimmed === '/' ? [] : trimmed.slice(1).split('/');
  if (segments.includes('')) return false;
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every(
        (part, index) => part.startsWith(':') || part.toLowerCase() === segments[index]!.toLowerCase(),
      ),
  );
}
