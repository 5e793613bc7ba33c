/**
 * A signed-in person's back-office page arrives drawn for them (decision 058), as only a
 * browser shows: with its scripts held back, a phone already shows their students; once the
 * scripts arrive the page hydrates from the same data without an error (fixtures.ts) and its
 * buttons work. What the HTML holds, that it is marked theirs alone and that a visitor or a
 * stale cookie never gets it, is proved without a browser (src/server/plugins/signed-in-render.api.test.ts).
 */
import { expect, expectNoAxeViolations, holdScripts, test } from './fixtures.ts';

const student = `서버학생${Math.floor(Math.random() * 1e5)}`;

test('a teacher’s student list paints before the scripts, and hydrates into working buttons', async ({
  teacherPage: page,
}) => {
  const registered = await page.request.post('/api/member/', { data: { name: student } });
  expect(registered.status()).toBe(201);

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
