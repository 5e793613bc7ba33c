/**
 * The owner changes the home page's gallery in the browser, on a phone: uploads a photo,
 * describes it, moves it to the front with 위로 from the keyboard, and publishes; the home
 * page's server-rendered HTML then shows the upload first, with its description. axe on the
 * settings page and on the home page with the upload. The list's editing rules are
 * photo-list-editor.test.tsx's and reorder.test.ts's.
 *
 * These journeys change what the home page shows, so they run against a site of their own.
 */
import sharp from 'sharp';
import { expect, expectNoAxeViolations, OWNER, signIn, test } from './fixtures.ts';
import { openEditor, ownSite, publish } from './own-site.ts';

const { url: siteUrl } = ownSite(3);

/** A small landscape JPEG of one colour, so each run uploads a picture of its own. */
const jpeg = (background: string, width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

test('the owner uploads a gallery photo, moves it first and publishes it, on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 900 });
  const alt = '연습실 창가에 놓인 보면대';
  await signIn(page.request, OWNER);
  await openEditor(page, '/settings/photos', '대표 사진·갤러리');

  const list = page.getByRole('list', { name: '갤러리 사진', exact: true });
  const before = await list.getByRole('listitem').count();
  const added = before + 1;
  await page.getByLabel('사진 추가 (갤러리 사진)').setInputFiles({
    name: 'window.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpeg('#3a5a40'),
  });
  const item = page.getByRole('group', { name: `${added}번째 갤러리 사진` });
  const description = item.getByRole('textbox', { name: '사진 설명' });
  await expect(description).toBeFocused();
  await expect(
    item.getByText('사진 설명(사진을 볼 수 없는 분께 읽어 주는 글)을 입력해 주세요.'),
  ).toBeVisible();
  const src = await item.getByRole('img').getAttribute('src');
  expect(src).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
  await description.fill(alt);

  // 위로 keeps the focus on the picture it moves, so the keyboard moves it on with Enter.
  await page.getByRole('button', { name: `위로 (${added}번째 갤러리 사진)` }).focus();
  await page.keyboard.press('Enter');
  for (let place = added - 1; place > 1; place -= 1) {
    await expect(page.getByRole('button', { name: `위로 (${place}번째 갤러리 사진)` })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  const first = page.getByRole('group', { name: '1번째 갤러리 사진' });
  await expect(first.getByRole('textbox', { name: '사진 설명' })).toHaveValue(alt);
  await expect(page.getByRole('button', { name: '위로 (1번째 갤러리 사진)' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await publish(page);

  // The home page the server renders names the upload first in the gallery, with its description.
  const html = await (await request.get('/')).text();
  const gallery = html.slice(html.indexOf('id="gallery-heading"'));
  const firstImage = /<img [^>]*>/.exec(gallery)?.[0] ?? '';
  expect(firstImage).toContain(`src="${src}"`);
  expect(firstImage).toContain(`alt="${alt}"`);
  expect(firstImage).toContain('width="640"');
  expect(firstImage).toContain('height="480"');

  await page.goto('/');
  const shown = page.locator('section[aria-labelledby="gallery-heading"]').getByRole('img', { name: alt });
  await expect(shown.first()).toBeVisible();
  await expect(shown.first()).toHaveJSProperty('complete', true);
  await expectNoAxeViolations(page);
});

test('an uploaded hero is preloaded ahead of everything, at the width the phone needs', async ({
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: siteUrl });
  expect((await api.post('/api/user/login', { data: OWNER })).status()).toBe(200);
  const upload = await api.post('/api/img', {
    multipart: {
      image: { name: 'hero.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#22333b', 2000, 1000) },
    },
  });
  expect(upload.status()).toBe(200);
  const { url } = await upload.json();
  const { version, photos } = await (await api.get('/api/site/photos')).json();
  const hero = { src: url, alt: '새로 칠한 무대와 객석', width: 1600, height: 800 };
  const saved = await api.put('/api/site/photos', { data: { version, photos: { ...photos, hero } } });
  expect(saved.status()).toBe(200);

  const html = await (await api.get('/')).text();
  const hash = url.slice('/uploads/'.length, -'.webp'.length);
  expect(html).toContain(
    `<link rel="preload" as="image" imageSrcSet="/uploads/${hash}-480w.webp 480w, /uploads/${hash}-960w.webp 960w, ${url} 1600w" imageSizes="100vw" fetchPriority="high"/>`,
  );
  const image = /<img [^>]*alt="새로 칠한 무대와 객석"[^>]*>/.exec(html)?.[0] ?? '';
  expect(image).toContain('width="1600"');
  expect(image).toContain('height="800"');
  expect(image).toContain('fetchPriority="high"');
  expect(image).not.toContain('loading="lazy"');
  await api.dispose();
});
