/**
 * The owner edits the director's page and the curriculum in the browser, on a phone: renames a
 * teacher and moves them first, changes the first fee, and publishes; the pages'
 * server-rendered HTML then shows both. axe on the settings pages (the public pages' is
 * public-sweep.spec.ts's). The forms' rules are pages-forms.test.tsx's; the settings at a desktop's
 * width, settings-studio.spec.ts's.
 *
 * These journeys change what public pages show, so they run against a site of their own.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, OWNER, signIn, test } from './fixtures.ts';
import { openEditor, ownSite, publish } from './own-site.ts';

ownSite(5);

/** The row of a list in the form whose heading starts with `title` (`2번째 선생님`). */
const row = (page: Page, title: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${title}`) }) });

const name = '강하늘';
const price = 280_000;

test('the owner renames a teacher, moves them first and changes the fee, on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 900 });
  await signIn(page.request, OWNER);

  await openEditor(page, '/settings/director', '원장·강사 소개');
  // The greeting's editor is there with the published text.
  await expect(page.getByRole('textbox', { name: '원장 인사말' })).toContainText('안녕하세요.');
  const second = row(page, '2번째 선생님');
  await second.getByRole('textbox', { name: '이름' }).fill(name);
  await page.getByRole('button', { name: `위로 (2번째 선생님 ${name})` }).click();
  await expect(page.getByRole('button', { name: `아래로 (1번째 선생님 ${name})` })).toBeFocused();
  await expect(row(page, '1번째 선생님').getByRole('textbox', { name: '이름' })).toHaveValue(name);
  await expectNoAxeViolations(page);
  await publish(page);

  const director = await (await request.get('/director')).text();
  const cards = [...director.matchAll(/<h3 [^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]);
  expect(cards[0]).toBe(name);
  expect(cards).toHaveLength(3);

  await openEditor(page, '/settings/curriculum', '커리큘럼·수강료');
  const fee = row(page, '수강료 1번째 줄');
  await fee.getByRole('textbox', { name: '수강료 (원)' }).fill(String(price));
  const shown = price.toLocaleString('ko-KR');
  await expect(fee.getByText(`페이지에는 ${shown}원`)).toBeVisible();
  await expectNoAxeViolations(page);
  await publish(page);

  // React marks where one text ends and the next begins; the visitor reads them as one line.
  const curriculum = (await (await request.get('/curriculum')).text()).replaceAll('<!-- -->', '');
  expect(curriculum).toMatch(new RegExp(`주 1회, 1시간씩 4회<strong [^>]*>${shown}원</strong>`));
  expect(curriculum).not.toContain('>250,000원<');

  await page.goto('/director');
  await expect(page.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(name);
  await page.goto('/curriculum');
  await expect(page.getByText(`${shown}원`, { exact: true })).toBeVisible();
});
