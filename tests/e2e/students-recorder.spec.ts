/**
 * A student's lesson history says who recorded each lesson by name — the teacher's, or the
 * owner's when the owner recorded it — never a login id. On a phone, then axe on a desktop too.
 */
import { request as playwrightRequest } from '@playwright/test';
import { expect, expectNoAxeViolations, OWNER, signIn, test } from './fixtures.ts';

test.use({ teacherName: '기록선생' });

test('the lesson history names who recorded each lesson', async ({ teacherPage: page, teacher, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const name = `기록${Math.random().toString(36).slice(2, 6)}`;
  const member = encodeURIComponent(name);
  expect((await page.request.post('/api/member/', { data: { name } })).status()).toBe(201);
  expect((await page.request.put(`/api/member/${member}`, { data: { status: '출석' } })).status()).toBe(200);
  const owner = await playwrightRequest.newContext({ baseURL });
  await signIn(owner, OWNER);
  const byOwner = await owner.put(`/api/member/${member}?teacherId=${teacher.id}`, {
    data: { status: '지각' },
  });
  expect(byOwner.status()).toBe(200);
  const ownerName = (await (await owner.get('/api/session')).json()).name as string;
  await owner.dispose();

  await page.goto(`/memberdetail/${member}`);
  const history = page.getByRole('table', { name: /레슨 기록/ });
  await expect(history.getByRole('row').filter({ hasText: '지각' })).toContainText(ownerName);
  await expect(history.getByRole('row').filter({ hasText: '출석' })).toContainText('기록선생');
  await expect(history).not.toContainText(teacher.id);
  await expectNoAxeViolations(page);
  // The names are the logic; the desktop's table is one more layout for axe.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(history.getByRole('row').filter({ hasText: '지각' })).toContainText(ownerName);
  await expectNoAxeViolations(page);
});
