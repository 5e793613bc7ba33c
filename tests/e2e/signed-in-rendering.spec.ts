/**
 * A signed-in person's back-office page arrives drawn for them (decision 058): their students
 * are in the HTML before any script runs, that HTML is marked theirs alone, and a visitor
 * asking for the same address right after gets the waiting page, never the other's data.
 */
import { expect, expectNoAxeViolations, holdScripts, test } from './fixtures.ts';

const student = `서버학생${Math.floor(Math.random() * 1e5)}`;

test('a teacher’s student list is in the HTML, theirs alone, and paints before the scripts', async ({
  teacherPage: page,
  request,
}) => {
  const registered = await page.request.post('/api/member/', { data: { name: student } });
  expect(registered.status()).toBe(201);

  const mine = await page.request.get('/managemember');
  expect(mine.status()).toBe(200);
  expect(mine.headers()['cache-control']).toBe('private, no-cache');
  const html = await mine.text();
  expect(html).toContain(`>${student}<`);
  expect(html).toContain('"signedIn":true');

  // The next visitor, without a session, never sees what was drawn for the teacher.
  const visitor = await request.get('/managemember');
  expect(visitor.headers()['cache-control']).toBe('no-cache');
  const visitorHtml = await visitor.text();
  expect(visitorHtml).not.toContain(student);
  expect(visitorHtml).not.toContain('"signedIn"');
  expect(visitorHtml).toContain('불러오는 중');

  // With its scripts held back, the page already shows the list at a phone's width.
  await page.setViewportSize({ width: 375, height: 800 });
  const release = await holdScripts(page);
  await page.goto('/managemember', { waitUntil: 'commit' });
  await expect(page.getByText(student, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '학생 관리' })).toBeVisible();
  release();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  // Hydrated from the same data, without a hydration error (fixtures.ts): its buttons work,
  // and the payment dialog comes when first asked for.
  await page.getByRole('button', { name: `${student} 결제` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a signed-out cookie gets the visitor’s page, and the guard sends them to sign in', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'studio_session', value: 'not-a-session', url: baseURL! }]);
  const page = await context.newPage();
  const response = await page.request.get('/managemember');
  const html = await response.text();
  expect(html).not.toContain('"signedIn"');
  await page.goto('/managemember');
  await expect(page).toHaveURL(/\/login\?next=%2Fmanagemember$/);
  await context.close();
});
