/**
 * 학생 가져오기 as a teacher meets it: from the student page to the import page, a spreadsheet
 * with one bad row chosen, the columns guessed, the bad row's problem shown in Korean, the rest
 * imported, and the new students on the student page; at 375 px with axe on the way (and at 1280), and
 * pictures of the page at 375, 768 and 1280 px for a look.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, expectNoAxeViolations, expectNoAxeViolationsAt, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.IMPORT_SHOTS_DIR ?? '/tmp/import';

async function spreadsheet(prefix: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('학생');
  sheet.addRow(['학생명', '휴대폰', '남은 횟수', '가입일', '학부모', '비고']);
  sheet.addRow([`${prefix}하나`, '010-2345-6789', 4, '2025-03-02', '김엄마 (어머니)', '저녁 수업 선호']);
  sheet.addRow([`${prefix}둘`, '01098765432', 8, '2025.9.1', null, '리드 2.5호, 호흡 위주로 천천히']);
  sheet.addRow([`${prefix}셋`, '1234', 2, null, null, null]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function chooseFile(page: import('@playwright/test').Page, prefix: string) {
  await page.getByLabel('학생 명단 파일 (.xlsx 또는 .csv)').setInputFiles({
    name: '학생명단.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await spreadsheet(prefix),
  });
}

// Walked once, at a phone's width (decision 064), with an axe look at a desk's at the end.
const width = 375;
const prefix = '폰가져옴';

test(`at ${width}px a teacher imports a spreadsheet, sees the bad row's problem and imports the rest`, async ({
  teacherPage: page,
}) => {
  test.setTimeout(90_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/managemember');
  await page.screenshot({ path: `${SHOTS}/students-${width}.png` });
  await page.getByRole('link', { name: '엑셀 가져오기' }).click();
  await expect(page).toHaveURL(/\/managemember\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: '학생 가져오기' })).toBeVisible();
  await expect(page.getByRole('link', { name: '양식 내려받기 (.xlsx)' })).toHaveAttribute(
    'href',
    '/api/member/import/template',
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/empty-${width}.png`, fullPage: true });

  await chooseFile(page, prefix);
  // The columns guessed from the header row.
  await expect(page.getByRole('combobox', { name: '이름 (필수)' })).toHaveValue('0');
  await expect(page.getByRole('combobox', { name: '보호자' })).toHaveValue('4');
  const summary = page.getByText(/모두 3행 중/);
  await expect(summary).toContainText('가져올 수 있는 행 2개');
  await expect(summary).toContainText('문제 있는 행 1개');
  const table = page.getByRole('table', { name: '가져올 학생 미리 보기' });
  const badRow = table.getByRole('row').filter({ hasText: `${prefix}셋` });
  await expect(badRow).toContainText("전화번호를 읽을 수 없습니다 (적힌 값: '1234')");
  await expect(table.getByRole('row').filter({ hasText: `${prefix}둘` })).toContainText('010-9876-5432');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/preview-${width}.png`, fullPage: true });

  await page.getByRole('checkbox', { name: '문제 있는 행만 보기' }).check();
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('checkbox', { name: '문제 있는 행만 보기' }).uncheck();

  await page.getByRole('button', { name: '문제없는 2명 가져오기' }).click();
  const result = page.getByRole('status').filter({ hasText: '2명을 가져왔습니다.' });
  await expect(result).toBeVisible();
  await expect(result).toContainText('건너뛰었습니다');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/result-${width}.png`, fullPage: true });

  await result.getByRole('link', { name: '학생 목록 보기' }).click();
  await expect(page).toHaveURL(/\/managemember$/);
  const main = page.getByRole('main');
  await expect(main.getByText(`${prefix}하나`, { exact: true }).first()).toBeVisible();
  await expect(main.getByText(`${prefix}둘`, { exact: true }).first()).toBeVisible();
  await expect(main.getByText(`${prefix}셋`, { exact: true })).toHaveCount(0);

  // The same file again: nobody twice.
  await page.goto('/managemember/import');
  await chooseFile(page, prefix);
  await expect(page.getByText(/모두 3행 중/)).toContainText('가져올 수 있는 행 0개');
  await expect(table.getByRole('row').filter({ hasText: `${prefix}하나` })).toContainText('이미 등록된 학생');
  await expect(page.getByRole('button', { name: '문제없는 0명 가져오기' })).toBeDisabled();
  await expectNoAxeViolationsAt(page, 1280);
});

test('at 768px the preview shows its rows as cards, two to a row', async ({ teacherPage: page }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.goto('/managemember/import');
  await chooseFile(page, '태블릿');
  await expect(page.getByText(/모두 3행 중/)).toContainText('가져올 수 있는 행 2개');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/preview-768.png`, fullPage: true });
  await page.goto('/managemember');
  await page.screenshot({ path: `${SHOTS}/students-768.png` });
});
