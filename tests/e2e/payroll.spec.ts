/**
 * 강사 정산 (/payroll): the owner picks a teacher and last month, sets a 건당 rule in the
 * dialog, reads the statement (lessons, 3.3 % withheld, the net), confirms it after a confirm
 * and opens the print view; the teacher then sees their own confirmed month. At a desk's 1280 px,
 * axe on the page and the dialog, and a last axe look at a phone's 375 px.
 */
import { request as playwrightRequest } from '@playwright/test';
import { addMonths, monthKey, seoulMonthOf } from '#shared/month.ts';
import {
  approveTeachers,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsAt,
  OWNER,
  signIn,
  type Teacher,
  test,
} from './fixtures.ts';

const lastMonth = monthKey(addMonths(seoulMonthOf(new Date()), -1));
const [year, month] = lastMonth.split('-').map(Number) as [number, number];

async function seedTeacher(baseURL: string | undefined, name: string): Promise<Teacher> {
  const teacher = { id: `pay_${Math.random().toString(36).slice(2, 8)}`, pw: 'approved-pass-4', name };
  await approveTeachers(baseURL, [teacher]);
  const api = await playwrightRequest.newContext({ baseURL });
  await signIn(api, teacher);
  const student = encodeURIComponent('한가람');
  expect((await api.post('/api/member/', { data: { name: '한가람', phone: '010-2222-3333' } })).ok()).toBe(
    true,
  );
  expect(
    (
      await api.put(`/api/member/charge/${student}`, { data: { pay: 250_000, lesson: 4, method: '카드' } })
    ).ok(),
  ).toBe(true);
  // Day 14 to 16 of last month: always within the 60 days a record may go back.
  for (const [day, status] of [
    ['14', '출석'],
    ['15', '사전취소'],
    ['16', '지각'],
  ] as const) {
    const response = await api.put(`/api/member/${student}`, {
      data: { status, date: `${lastMonth}-${day}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await api.dispose();
  return teacher;
}

test('the owner sets a rule, confirms last month and prints it at a desk; the teacher sees it', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(60_000);
  const width = 1280;
  const teacher = await seedTeacher(baseURL, '정산선생');
  await page.setViewportSize({ width, height: 900 });
  await signIn(page.request, OWNER);
  await page.goto(`/payroll?month=${lastMonth}&teacher=${teacher.id}`);
  await expect(page.getByRole('heading', { name: '강사 정산', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '선생님' })).toHaveValue(teacher.id);
  await expect(page.getByText('이 달에 적용할 규칙이 없습니다.')).toBeVisible();
  const lessons = page.getByRole('table', { name: `${year}년 ${month}월 레슨 3건` });
  await expect(lessons).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/payroll/owner-empty-${width}.png`, fullPage: true });

  await page.getByRole('button', { name: '규칙 정하기' }).click();
  const dialog = page.getByRole('dialog', {
    name: '정산선생 선생님 정산 규칙'.replace('정산선생', teacher.name),
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /건당/ })).toBeChecked();
  await dialog.getByLabel('레슨 1회 금액 (원)').fill('35000');
  await dialog.getByLabel('30분 레슨 (1부·2부) 1회 금액', { exact: false }).fill('20000');
  await expect(dialog.getByRole('checkbox', { name: '3.3% 원천징수', exact: false })).toBeChecked();
  await expect(dialog.getByLabel('적용 시작일')).toHaveValue(`${lastMonth}-01`);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/payroll/rule-dialog-${width}.png` });
  await dialog.getByRole('button', { name: '규칙 저장' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '정산 규칙을' })).toContainText(
    `${teacher.name} 선생님의 정산 규칙을 ${lastMonth}-01부터 적용합니다.`,
  );

  // Lessons recorded without the timetable count as an hour's: the 30분 amount is not theirs.
  await expect(page.getByText('건당 35,000원 (30분 20,000원)')).toBeVisible();
  // 출석 and 지각 pay 35,000원 each; 사전취소 nothing. 3 % of 70,000 = 2,100, 10 % of it = 210.
  const totals = page.getByRole('definition');
  await expect(totals.filter({ hasText: '70,000원' })).toBeVisible();
  await expect(totals.filter({ hasText: '2,310원' })).toBeVisible();
  await expect(totals.filter({ hasText: '67,690원' })).toBeVisible();
  await expect(lessons.getByRole('row').filter({ hasText: '사전취소' })).toContainText('0원');
  await expect(lessons.getByRole('row').filter({ hasText: '지각' })).toContainText('건당 35,000원');

  await page.getByRole('button', { name: '정산 확정' }).click();
  const confirm = page.getByRole('alertdialog', { name: /정산을 확정하시겠습니까/ });
  await expect(confirm).toContainText('실지급액 67,690원');
  await page.screenshot({ path: `/tmp/payroll/confirm-${width}.png` });
  await confirm.getByRole('button', { name: '정산 확정' }).click();
  await expect(page.getByRole('status').filter({ hasText: '확정됨' })).toBeVisible();
  await expect(page.getByRole('button', { name: '정산 확정' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'CSV' })).toHaveAttribute(
    'href',
    `/api/payroll/${lastMonth}/${teacher.id}.csv`,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/payroll/owner-confirmed-${width}.png`, fullPage: true });
  await page.setViewportSize({ width: 768, height: 900 });
  await page.screenshot({ path: '/tmp/payroll/owner-confirmed-768.png', fullPage: true });
  await page.setViewportSize({ width, height: 900 });

  // 인쇄: the statement on A4, without the site's menu and footer or the page's controls.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(`${year}년 ${month}월 강사 정산서 · ${teacher.name} 선생님`)).toBeVisible();
  await expect(lessons).toBeVisible();
  await expect(page.getByRole('banner').first()).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: '인쇄' })).toBeHidden();
  await expect(page.getByRole('combobox', { name: '선생님' })).toBeHidden();
  await page.screenshot({ path: `/tmp/payroll/print-${width}.png`, fullPage: true });
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.length).toBeGreaterThan(1_000);
  await page.emulateMedia({ media: 'screen' });

  // The teacher sees their own month, confirmed, and no teacher to pick.
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const own = await context.newPage();
  await signIn(own.request, teacher);
  await own.goto(`/payroll?month=${lastMonth}`);
  await expect(own.getByRole('status').filter({ hasText: '확정됨' })).toBeVisible();
  await expect(own.getByRole('definition').filter({ hasText: '67,690원' })).toBeVisible();
  await expect(own.getByRole('combobox', { name: '선생님' })).toHaveCount(0);
  await expect(own.getByRole('button', { name: '규칙 정하기' })).toHaveCount(0);
  await own.screenshot({ path: `/tmp/payroll/teacher-${width}.png`, fullPage: true });
  await context.close();
  await expectNoAxeViolationsAt(page, 375);
});

test('a teacher opening another teacher’s statement is refused', async ({ teacherPage: page, baseURL }) => {
  const other = await seedTeacher(baseURL, '다른선생');
  await page.goto(`/payroll?month=${lastMonth}&teacher=${other.id}`);
  // A teacher's page asks for their own statement only, whatever the address says.
  await expect(page.getByRole('heading', { name: '강사 정산', level: 1 })).toBeVisible();
  await expect(page.getByText(`${year}년 ${month}월에 기록된 레슨이 없습니다.`)).toBeVisible();
  const refused = await page.request.get(`/api/payroll?month=${lastMonth}&teacherId=${other.id}`);
  expect(refused.status()).toBe(403);
  await page.setViewportSize({ width: 768, height: 900 });
  await page.screenshot({ path: '/tmp/payroll/teacher-empty-768.png', fullPage: true });
});
