/**
 * Pages drawn for the person signed in (decision 058), with a stand-in for the web build's
 * renderer that asks who is signed in through the transport it is given, as the real one does:
 * which paths are drawn so, that the HTML is the person's alone (never cached, never served to
 * the next visitor), and that a cookie without a valid session gets the visitor's page.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInFamily } from '../testing/family.ts';
import { signedInForTests } from '../testing/signed-in-for-tests.ts';
import { INDEX_HTML } from '../testing/web-dir.ts';
import { appServingBuild } from '../testing/web-dir-app.ts';

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'features/students/pages/manage-members-page.tsx': {
    file: 'assets/members-1.js',
    dynamicImports: ['features/students/components/payment-dialog.tsx'],
  },
  'features/students/components/payment-dialog.tsx': {
    file: 'assets/payment-dialog-1.js',
    css: ['assets/payment-dialog-1.css'],
  },
};

/**
 * A visitor's render says "visitor #n"; a signed-in one asks /api/session and /api/family/me
 * with the transport's cookies and draws who answered, with their data as the real renderer
 * dehydrates it.
 */
const RENDERER = `
let count = 0;
export async function render(url, transport, options = {}) {
  count += 1;
  const sources = url.startsWith('/managemember') ? ['features/students/pages/manage-members-page.tsx'] : [];
  if (!options.signedIn) return { html: '<p>visitor #' + count + '</p>', state: { queries: [] }, sources, title: undefined };
  const session = await transport('/api/session', { method: 'GET' });
  const user = session.status === 200 ? await session.json() : null;
  const family = await transport('/api/family/me', { method: 'GET' });
  const me = family.status === 200 ? await family.json() : null;
  const who = user ? user.id : me ? me.students.map((student) => student.name).join(',') : 'nobody';
  const queries = [
    { queryKey: ['session'], state: { data: user } },
    ...(me ? [{ queryKey: ['family', 'me'], state: { data: me } }] : []),
  ];
  return { html: '<p>for ' + who + ' #' + count + '</p>', state: { queries, signedIn: true }, sources, title: undefined };
}
`;

const BUILD = {
  'web/assets/payment-dialog-1.css': '.dialog{gap:0}',
  'web/index.html': INDEX_HTML,
  'web/.vite/manifest.json': JSON.stringify(MANIFEST),
  'ssr/entry-server.js': RENDERER,
};

describe('pages drawn for the person signed in', () => {
  const site = appServingBuild(BUILD);
  const teacher = signedInForTests(site, 'teacher');
  let familyCookie: string;
  beforeAll(async () => {
    const registered = await site.app.inject({
      method: 'POST',
      url: '/api/member/',
      headers: { cookie: teacher.cookie },
      payload: { name: '김하늘' },
    });
    expect(registered.statusCode).toBe(201);
    familyCookie = await signInFamily(site.app, teacher, '김하늘');
  });
  beforeEach(() => site.app.invalidatePages());

  const get = (url: string, cookie?: string) => site.app.inject({ url, headers: cookie ? { cookie } : {} });
  const drawn = (html: string) => /<div id="root"><p>(.*?)<\/p>/.exec(html)?.[1];

  it('draws a back-office page for the teacher, marked theirs alone, anew each time', async () => {
    const first = await get('/managemember', teacher.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(drawn(first.body)).toMatch(new RegExp(`^for ${teacher.id} #\\d+$`));
    expect(first.body).toContain('"signedIn":true');
    const again = await get('/managemember', teacher.cookie);
    expect(drawn(again.body)).not.toBe(drawn(first.body));
  });

  it('gives the next visitor the cached visitor’s page, never what was drawn for the teacher', async () => {
    await get('/managemember', teacher.cookie);
    const visitor = await get('/managemember');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(drawn(visitor.body)).toMatch(/^visitor #\d+$/);
    expect(visitor.body).not.toContain(teacher.id);
    expect(visitor.body).not.toContain('signedIn');
    expect((await get('/managemember')).body).toBe(visitor.body);
  });

  it('inlines the stylesheets of what the page loads later, so a drawn dialog paints styled', async () => {
    const html = (await get('/managemember', teacher.cookie)).body;
    expect(html).toContain('<style>.dialog{gap:0}</style>');
    expect((await get('/managemember')).body).not.toContain('.dialog{gap:0}');
  });

  it('draws the portal for a family with their student', async () => {
    const portal = await get('/family', familyCookie);
    expect(portal.headers['cache-control']).toBe('private, no-cache');
    expect(drawn(portal.body)).toMatch(/^for 김하늘 #\d+$/);
  });

  it('gives a cookie without a valid session the visitor’s page', async () => {
    for (const cookie of [
      `${site.app.sessionCookie.name}=not-a-session`,
      `${site.app.familyCookie.name}=nope`,
    ]) {
      const page = await get('/managemember', cookie);
      expect(drawn(page.body), cookie).toMatch(/^visitor #\d+$/);
      // Asked with a session cookie, the answer is kept private all the same.
      expect(page.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('draws only the listed pages for the signed-in: others stay the visitor’s, cached', async () => {
    for (const url of ['/news', '/', '/memberdetail/김하늘', '/book']) {
      const page = await get(url, teacher.cookie);
      expect(drawn(page.body), url).toMatch(/^visitor #\d+$/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('needs no cookie header to be sent by a browser that holds none of ours', async () => {
    const page = await get('/managemember', 'other=1');
    expect(drawn(page.body)).toMatch(/^visitor #\d+$/);
  });
});
