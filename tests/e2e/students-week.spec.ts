/**
 * A teacher's week as it really happens, at a phone's width (axe at a desktop's too): a lesson forgotten
 * yesterday recorded on its day, a lesson recorded at 0 remaining that leaves the student
 * owing (미수), a wrong status put right, a payment that covers what was owed first, and a
 * payment entered twice voided with its reason — struck through in the history and stamped
 * 취소됨 on its receipt. axe on every page and dialog on the way.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoAxeViolationsAt, test } from './fixtures.ts';
import { shoot } from './helpers.ts';

const suffix = Math.random().toString(36).slice(2, 6);

/** Today and yesterday in Seoul, whatever the zone of the machine running the journey. */
function seoulDay(offsetDays = 0): string {
  return new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}
/** `2026-11-03` → `11월 3일`, as the server's toasts name a day. */
const dayLabel = (day: string) => `${Number(day.slice(5, 7))}월 ${Number(day.slice(8, 10))}일`;

/** The toasts' region: the page has other live regions (the offline notice), empty until needed. */
const toast = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });

function rowOf(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

test(`a teacher's week: yesterday, 미수, a corrected status, a covering payment and a void (375px)`, async ({
  teacherPage: page,
}) => {
  const width = 375;
  test.slow();
  await page.setViewportSize({ width, height: 900 });
  const name = `주간${width}${suffix}`;
  const today = seoulDay();
  const yesterday = seoulDay(-1);
  expect((await page.request.post('/api/member', { data: { name } })).status()).toBe(201);

  await page.goto('/managemember');
  const row = rowOf(page, name);
  await expect(row.getByText('잔여 0회')).toBeVisible();
  // Nothing of today yet: there is nothing to undo.
  await expect(row.getByRole('button', { name: `${name} 방금 기록 취소` })).toBeDisabled();

  // Yesterday's lesson, forgotten, recorded on its day at 0 remaining: the student now owes one.
  await row.getByRole('button', { name: `${name} 날짜 지정해 레슨 기록` }).click();
  const lesson = page.getByRole('dialog', { name: `${name}님 레슨 기록` });
  const date = lesson.getByLabel('레슨 날짜');
  await expect(date).toHaveValue(today);
  await expect(date).toHaveAttribute('max', today);
  await date.fill(yesterday);
  await expect(lesson.getByText(/^어제 · /)).toBeVisible();
  await expect(lesson.getByRole('note')).toContainText('미수 1회로 기록됩니다');
  await expectNoAxeViolations(page);
  await shoot(page, `lesson-dialog-${width}`);
  await lesson.getByRole('button', { name: '기록하기' }).click();
  await expect(toast(page)).toContainText(`${name}님 ${dayLabel(yesterday)} 출석을 기록했습니다.`);
  await expect(toast(page)).toContainText('미수 1회');
  await expect(lesson).toBeHidden();
  await expect(row.getByText('미수 1회')).toBeVisible();

  // Today's lesson from the row: still within the owed limit, and now it can be undone.
  await row.getByRole('button', { name: `${name} 레슨 기록` }).click();
  await expect(row.getByText('미수 2회')).toBeVisible();
  await expect(row.getByRole('button', { name: `${name} 방금 기록 취소` })).toBeEnabled();
  await expectNoAxeViolations(page);
  await shoot(page, `list-owed-${width}`);

  // The student page: lessons on their days, the balance owed said in red.
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: `${name} 학생`, level: 1 })).toBeVisible();
  const facts = page.getByRole('region', { name: '요약' });
  await expect(facts.getByText('미수 2회')).toBeVisible();
  const lessons = page.getByRole('table', { name: /레슨 기록/ });
  await expect(lessons.getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page);

  // Yesterday's lesson was in fact cancelled ahead: flip it to 사전취소, with the reason.
  const yesterdayLabel = new RegExp(`^${dayLabel(yesterday)} \\(.\\) 출석 상태 바꾸기$`);
  await lessons.getByRole('button', { name: yesterdayLabel }).click();
  const correct = page.getByRole('dialog', { name: '레슨 기록 수정' });
  await correct.getByRole('radio', { name: '사전취소' }).check();
  await expect(correct.getByRole('note')).toHaveText('차감했던 1회가 남은 레슨으로 돌아갑니다.');
  await correct.getByLabel('사유 (선택)').fill('전날 미리 연락받음');
  await expectNoAxeViolations(page);
  await shoot(page, `correct-dialog-${width}`);
  await correct.getByRole('button', { name: '상태 바꾸기' }).click();
  await expect(toast(page)).toContainText(`출석에서 사전취소로 고쳤습니다.`);
  await expect(facts.getByText('미수 1회')).toBeVisible();
  await expect(lessons.getByRole('row').nth(2)).toContainText('사전취소');

  // A payment: the amount grouped as typed, the price of one lesson, the owed lesson covered first.
  await page.getByRole('button', { name: '결제', exact: true }).click();
  const pay = page.getByRole('dialog', { name: `${name}님 결제` });
  const amount = pay.getByLabel('금액 (원)');
  await amount.pressSequentially('250000');
  await expect(amount).toHaveValue('250,000');
  await expect(pay.getByLabel('횟수')).toHaveValue('4');
  await expect(pay.getByText('회당 62,500원', { exact: true })).toBeVisible();
  await expect(pay.getByRole('note')).toHaveText('미수 1회를 먼저 정산합니다.');
  await expectNoAxeViolations(page);
  await shoot(page, `payment-dialog-${width}`);
  await pay.getByRole('button', { name: '결제 확인' }).click();
  await expect(toast(page)).toContainText(
    `${name}님 250,000원 4회 결제되었습니다. 미수 1회를 먼저 채웠습니다.`,
  );
  await expect(facts.getByText('잔여 3회')).toBeVisible();
  const payments = page.getByRole('table', { name: /결제 기록/ });
  await expect(payments.getByText('미수 1회 정산')).toBeVisible();

  // The same payment entered again by mistake, then voided with its reason.
  await page.getByRole('button', { name: '결제', exact: true }).click();
  await pay.getByLabel('금액 (원)').fill('250000');
  await pay.getByRole('button', { name: '결제 확인' }).click();
  await expect(facts.getByText('잔여 7회')).toBeVisible();
  // The history may be read again after the count: wait for both payments before picking the newest.
  await expect(payments.getByRole('row')).toHaveCount(3);
  const twice = payments.getByRole('row').nth(1);
  await twice.getByRole('button', { name: `${today} 250,000원 결제 취소` }).click();
  const voiding = page.getByRole('dialog', { name: '결제 취소' });
  await voiding.getByRole('button', { name: '결제 취소' }).click();
  await expect(voiding.getByLabel('취소 사유')).toBeFocused();
  await expect(voiding.getByText('결제를 취소하는 사유를 입력해 주세요.')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, `void-dialog-${width}`);
  await voiding.getByLabel('취소 사유').fill('같은 결제를 두 번 입력함');
  await voiding.getByRole('button', { name: '결제 취소' }).click();
  await expect(toast(page)).toContainText('결제를 취소했습니다.');
  await expect(facts.getByText('잔여 3회')).toBeVisible();
  await expect(twice.getByText('취소됨 (같은 결제를 두 번 입력함)')).toBeVisible();
  await expect(twice.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, `detail-${width}`);

  // Its receipt still prints, stamped 취소됨.
  await twice.getByRole('link', { name: /영수증$/ }).click();
  await expect(page.getByRole('heading', { name: /교습비 영수증/ })).toBeVisible();
  await expect(
    page.getByText('이 결제는 잘못 입력되어 취소되었습니다. 영수증으로 쓸 수 없습니다.'),
  ).toBeVisible();
  await expect(page.getByText('같은 결제를 두 번 입력함')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ media: 'print' });
  await shoot(page, `receipt-voided-print-${width}`);
  await page.emulateMedia({ media: 'screen' });
  await expectNoAxeViolationsAt(page, 1280);
});

test('a wrong lesson deleted, and 방금 기록 취소 says what it undoes', async ({ teacherPage: page }) => {
  const name = `지움${suffix}`;
  expect((await page.request.post('/api/member', { data: { name, lesson: 4 } })).status()).toBe(201);
  await page.goto('/managemember');
  const row = rowOf(page, name);
  await row.getByRole('combobox', { name: `${name} 레슨 상태` }).selectOption('당일취소');
  await row.getByRole('button', { name: `${name} 레슨 기록` }).click();
  await expect(toast(page)).toContainText('규정에 따라 1회 차감했습니다.');
  await expect(row.getByText('잔여 3회')).toBeVisible();

  await row.getByRole('button', { name: `${name} 방금 기록 취소` }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText(`${name}님의 방금 기록(오늘 당일취소)을 취소할까요?`);
  await expect(ask).toContainText('차감했던 1회가 남은 레슨으로 돌아갑니다.');
  await ask.getByRole('button', { name: '취소', exact: true }).click();

  await row.getByRole('link', { name }).click();
  const lessons = page.getByRole('table', { name: /레슨 기록/ });
  await lessons.getByRole('button', { name: /당일취소 기록 삭제$/ }).click();
  const remove = page.getByRole('dialog', { name: '레슨 기록 삭제' });
  await remove.getByLabel('사유 (선택)').fill('다른 학생으로 잘못 기록함');
  await expectNoAxeViolations(page);
  await remove.getByRole('button', { name: '기록 삭제' }).click();
  await expect(toast(page)).toContainText('당일취소 기록을 지웠습니다.');
  await expect(page.getByRole('region', { name: '요약' }).getByText('잔여 4회')).toBeVisible();
  await expect(page.getByText('아직 기록된 레슨이 없습니다.')).toBeVisible();
});
