/**
 * A teacher's day on the student pages, at a phone's width (axe at a desktop's too): register, take a
 * payment, record and undo a lesson, refund, print a receipt, archive; one full cycle by
 * keyboard alone; the owner's audit log. axe on every page.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoAxeViolationsAt, OWNER, signIn, test } from './fixtures.ts';

const suffix = Math.random().toString(36).slice(2, 6);

const toast = (page: Page, text: string) => page.getByRole('status').getByText(text);

function rowOf(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** The new-student form, unfolded from behind 학생 등록 once the list has loaded. */
async function registerForm(page: Page) {
  await expect(page.getByRole('heading', { name: /^학생 목록 \d+명$/ })).toBeVisible();
  const toggle = page.getByRole('button', { name: '학생 등록', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.getByRole('form', { name: '신규 학생 등록' });
}

/** 삭제 waits in the student's 더보기 menu. */
async function archiveFromMenu(page: Page, name: string) {
  await rowOf(page, name)
    .getByRole('button', { name: `${name} 더보기` })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: '삭제' }).click();
}

async function confirmWith(page: Page, label: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: label }).click();
}

test('a teacher runs a day at 375px', async ({ teacherPage: page }) => {
  const width = 375;
  // A whole day in one journey, with six accessibility sweeps: give it the long timeout.
  test.slow();
  await page.setViewportSize({ width, height: 900 });
  const name = `학생${width}${suffix}`.slice(0, 20);

  await page.goto('/managemember');
  await expect(page.getByRole('heading', { name: '학생 관리', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // Register with two lessons carried over from the notebook.
  const form = await registerForm(page);
  await form.getByLabel('이름').fill(name);
  await form.getByLabel('전화번호').fill('01012345678');
  await form.getByLabel('남은 레슨 (선택)').fill('2');
  await form.getByRole('button', { name: '등록하기' }).click();
  await expect(toast(page, `${name} 학생이 등록되었습니다.`)).toBeVisible();
  const row = rowOf(page, name);
  await expect(row.getByText('잔여 2회')).toBeVisible();
  await expect(row.getByText('010-1234-5678')).toBeVisible();

  // Pay 250,000원 in cash for 4 lessons: the 현금영수증 reminder shows.
  await row.getByRole('button', { name: `${name} 결제` }).click();
  const pay = page.getByRole('dialog', { name: `${name}님 결제` });
  await expect(pay).toBeVisible();
  await pay.getByLabel('금액 (원)').fill('250,000');
  await pay.getByLabel('횟수').fill('4');
  await pay.getByText('현금', { exact: true }).click();
  await expect(pay.getByRole('note')).toHaveText(
    '현금 10만원 이상 결제입니다. 현금영수증을 꼭 발급해 주세요.',
  );
  await expectNoAxeViolations(page);
  await pay.getByRole('button', { name: '결제 확인' }).click();
  await expect(toast(page, `${name}님 250,000원 4회 결제되었습니다.`)).toBeVisible();
  await expect(pay).toBeHidden();
  await expect(row.getByText('잔여 6회')).toBeVisible();

  // Record a lesson, see it in today's list, then undo it.
  await row.getByRole('button', { name: `${name} 레슨 기록` }).click();
  await expect(toast(page, `${name}님 출석을 기록했습니다. 1회 차감했습니다. 남은 레슨 5회.`)).toBeVisible();
  await expect(row.getByText('잔여 5회')).toBeVisible();
  const today = page.getByRole('list', { name: '오늘 기록된 레슨' });
  await expect(today.getByText(name)).toBeVisible();
  await row.getByRole('button', { name: `${name} 방금 기록 취소` }).click();
  await confirmWith(page, '기록 취소');
  await expect(toast(page, `${name}님의 오늘 레슨 기록을 취소했습니다.`)).toBeVisible();
  await expect(row.getByText('잔여 6회')).toBeVisible();

  // The detail page: refund the package (no lesson of it used: all of it back).
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: `${name} 학생`, level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '환불' }).click();
  const refund = page.getByRole('dialog', { name: `${name}님 환불` });
  const steps = refund.getByRole('list', { name: '환불 계산' });
  await expect(steps.getByRole('listitem')).toHaveText([
    '결제: 250,000원, 4회',
    '사용: 0회 / 4회 (남은 4회)',
    '기준: 수업 시작 전: 이미 낸 교습비 전액',
    '환불 금액: 250,000원',
  ]);
  await expectNoAxeViolations(page);
  await refund.getByRole('button', { name: '환불 확정' }).click();
  await expect(toast(page, `${name}님 250,000원 환불되었습니다.`)).toBeVisible();
  await expect(page.getByText('잔여 2회')).toBeVisible();

  // The receipt of the payment, as printed.
  await page.getByRole('link', { name: /^\d{4}-\d{2}-\d{2} 250,000원 영수증$/ }).click();
  await expect(page.getByRole('heading', { name: '교습비 영수증' })).toBeVisible();
  await expect(page.getByText(/^사업자등록번호 \d{3}-\d{2}-\d{5}$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: '인쇄' })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath(`receipt-print-${width}.png`), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: '돌아가기' }).click();

  // Archive through 더보기: gone from the list, with the spec message.
  await page.goto('/managemember');
  await archiveFromMenu(page, name);
  await confirmWith(page, '삭제');
  await expect(toast(page, `${name} 학생이 삭제되었습니다.`)).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
  await expectNoAxeViolationsAt(page, 1280);
});

test('a charged lesson past the owed limit leads to the payment dialog', async ({ teacherPage: page }) => {
  const name = `영회${suffix}`;
  expect((await page.request.post('/api/member', { data: { name } })).status()).toBe(201);
  // Two lessons on credit: the studio's default owed limit.
  for (const _ of [1, 2]) {
    const path = `/api/member/${encodeURIComponent(name)}`;
    expect((await page.request.put(path, { data: { status: '출석' } })).status()).toBe(200);
  }
  await page.goto('/managemember');
  await expect(rowOf(page, name).getByText('미수 2회')).toBeVisible();
  await rowOf(page, name)
    .getByRole('button', { name: `${name} 레슨 기록` })
    .click();
  await expect(page.getByRole('alertdialog')).toContainText(
    '미수 레슨이 2회에 이르러 더 기록할 수 없습니다. 결제를 먼저 등록해 주세요.',
  );
  await confirmWith(page, '결제하기');
  await expect(page.getByRole('dialog', { name: `${name}님 결제` })).toBeVisible();
  await page.getByRole('button', { name: '취소', exact: true }).last().click();
  await expect(page.getByRole('dialog', { name: `${name}님 결제` })).toBeHidden();
});

test('one full cycle by keyboard alone', async ({ teacherPage: page }) => {
  const name = `키보드${suffix}`;
  await page.goto('/managemember');

  // 학생 등록 unfolds the form; the name is the next stop.
  await expect(page.getByRole('heading', { name: /^학생 목록 \d+명$/ })).toBeVisible();
  const toggle = page.getByRole('button', { name: '학생 등록', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
  await toggle.focus();
  await page.keyboard.press('Enter');
  // It unfolds once its part of the page is here (fetched as the button was reached).
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('form', { name: '신규 학생 등록' }).getByLabel('이름')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('010-9876-5432');
  await page.keyboard.press('Enter');
  await expect(toast(page, `${name} 학생이 등록되었습니다.`)).toBeVisible();

  // From the student's status select: Tab past 레슨 기록 and 날짜 지정 to 결제, and pay first.
  const row = rowOf(page, name);
  await row.getByRole('combobox', { name: `${name} 레슨 상태` }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: `${name} 결제` })).toBeFocused();
  await page.keyboard.press('Enter');
  const pay = page.getByRole('dialog', { name: `${name}님 결제` });
  await expect(pay.getByLabel('금액 (원)')).toBeFocused();
  await page.keyboard.type('60000');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(toast(page, `${name}님 60,000원 2회 결제되었습니다.`)).toBeVisible();
  await expect(row.getByText('잔여 2회')).toBeVisible();

  await row.getByRole('combobox', { name: `${name} 레슨 상태` }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(toast(page, `${name}님 출석을 기록했습니다. 1회 차감했습니다. 남은 레슨 1회.`)).toBeVisible();
  await expect(row.getByText('잔여 1회')).toBeVisible();

  await row.getByRole('button', { name: `${name} 방금 기록 취소` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(toast(page, `${name}님의 오늘 레슨 기록을 취소했습니다.`)).toBeVisible();
  await expect(row.getByText('잔여 2회')).toBeVisible();

  // 더보기 opens its menu on the first item; ↓ to 삭제, then the confirm's 삭제.
  await row.getByRole('button', { name: `${name} 더보기` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: '학생 정보' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(toast(page, `${name} 학생이 삭제되었습니다.`)).toBeVisible();
});

test('the owner reads the audit log, newest first, and filters students by teacher', async ({
  page,
  teacher,
}) => {
  // A change of this test's own, since other journeys write to the same log at the same time.
  const registered = `감사${suffix}`;
  await signIn(page.request, teacher);
  const made = await page.request.post('/api/member', { data: { name: registered, phone: '', lesson: 0 } });
  expect(made.status()).toBe(201);
  await signIn(page.request, OWNER);
  await page.goto('/managemember');
  await page.getByLabel('선생님', { exact: true }).selectOption(teacher.id);
  await expect(page).toHaveURL(new RegExp(`teacher=${teacher.id}`));
  await expectNoAxeViolations(page);

  // With every management link the owner's menu folds into the 메뉴 panel.
  const menu = page.getByRole('button', { name: '메뉴', exact: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: '변경 기록' }).filter({ visible: true }).first().click();
  await expect(page.getByRole('heading', { name: '변경 기록', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: registered })).toContainText('학생 등록');
  await expect(page.getByRole('cell', { name: '계정 승인' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
