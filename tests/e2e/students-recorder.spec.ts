/**
 * A student's lesson history says who recorded each lesson by name — the teacher's, or the
 * owner's when the owner recorded it — never a login id. At 375 and 1280 px, with axe.
 */
import { request as playwrightRequest } from '@playwright/test';
import { expect, expectNoAxeViolations, OWNER, signIn, test } from './fixtures.ts';

test.use({ teacherName: '기록선생' });

for (const width of [375, 1280] as const) {
  test(`the lesson history names who recorded each lesson (${width}px)`, async ({
    teacherPage: page,
    teacher,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const name = `기록${width}${Math.random().toString(36).slice(2, 6)}`;
    const member = encodeURIComponent(name);
    expect((await page.request.post('/api/member/', { data: { name } })).status()).toBe(201);
    expect((await page.request.put(`/api/member/${member}`, { data: { status: '출석' } })).status()).toBe(
      200,
    );
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
    await page.screenshot({ path: test.info().outputPath(`lesson-history-${width}.png`), fullPage: true });
  });
}
