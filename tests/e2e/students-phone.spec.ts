/**
 * The teacher's phone screen and the student profile at 375 px, with axe at 1280 (and a look at 768):
 * today's expected student first with a one-tap 출석, the other statuses one tap further; a
 * search by 초성; the list sorted by remaining lessons; a student registered through the folded
 * form with a profile; one deleted through 더보기; a student's own fee set on the student page
 * and the payment dialog starting from it. axe on every page and dialog on the way.
 */
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import {
  approveTeachers,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsAt,
  signIn,
  test,
} from './fixtures.ts';
import { shoot } from './helpers.ts';

const suffix = Math.random().toString(36).slice(2, 6);

/** Today's weekday in Seoul, as the timetable names it. */
const seoulWeekday = () =>
  ['일', '월', '화', '수', '목', '금', '토'][new Date(Date.now() + 9 * 3_600_000).getUTCDay()]!;

const toast = (page: Page, text: string) => page.getByRole('status').getByText(text);

function rowOf(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** The names in the list, top to bottom. */
async function listedNames(page: Page): Promise<string[]> {
  return page.getByRole('table').getByRole('rowheader').getByRole('link').allTextContents();
}

/** A teacher of the test's own, with four students and 김민지 on today's timetable. */
async function studioOf(request: APIRequestContext, baseURL: string | undefined, width: number) {
  const teacher = { id: `phone_${width}_${suffix}`, pw: 'approved-pass-4', name: '박선생' };
  await approveTeachers(baseURL, [teacher]);
  await signIn(request, teacher);
  const students = [
    { name: '김민지', phone: '010-1234-5678', lesson: 4, instrument: '보컬', level: '초급' },
    { name: '김민수', phone: '010-2222-3333', lesson: 1 },
    { name: '이서준', phone: '010-5555-6666', lesson: 0 },
    { name: '박하늘', phone: '', lesson: 8 },
  ];
  const ids: Record<string, number> = {};
  for (const student of students) {
    const created = await request.post('/api/member', { data: student });
    expect(created.status()).toBe(201);
    ids[student.name] = (await created.json()).student.id;
  }
  const lesson = { day: seoulWeekday(), time: 17, type: '1시간', name: '김민지', studentId: ids.김민지 };
  expect((await request.post('/api/lessons', { data: lesson })).status()).toBe(201);
  return teacher;
}

test(`a teacher's phone screen and the student profile at 375px`, async ({ page, baseURL }) => {
  test.slow();
  const width = 375;
  await page.setViewportSize({ width, height: 850 });
  await studioOf(page.request, baseURL, width);

  // Today's expected student comes first on a phone, with the list below.
  await page.goto('/managemember');
  const expected = page.getByRole('list', { name: '오늘 올 학생' });
  await expect(expected.getByRole('listitem')).toHaveCount(1);
  await expect(expected).toContainText('오후 5시');
  await expect(expected.getByText('잔여 4회')).toBeVisible();
  await expect(expected.getByRole('button', { name: '김민지 출석' })).toBeInViewport();
  const expectedTop = (await expected.boundingBox())!.y;
  const listTop = (await page.getByRole('heading', { name: /^학생 목록/ }).boundingBox())!.y;
  expect(expectedTop).toBeLessThan(listTop);
  await expect(page.getByRole('form', { name: '신규 학생 등록' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, `managemember-${width}`);

  // The other statuses wait one tap further.
  await expected.getByRole('button', { name: '김민지 다른 상태' }).click();
  const statuses = page.getByRole('menu').getByRole('menuitem');
  await expect(statuses).toHaveCount(4);
  for (const [index, status] of ['지각', '당일취소', '사전취소', '강사사정'].entries()) {
    await expect(statuses.nth(index)).toHaveAccessibleName(status);
  }
  await expect(statuses.nth(2)).toHaveAccessibleDescription('차감 없음 · 미리 알린 취소, 보강 대상');
  await expectNoAxeViolations(page);
  await shoot(page, `expected-statuses-${width}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  // 출석 in one tap.
  await expected.getByRole('button', { name: '김민지 출석' }).click();
  await expect(toast(page, '김민지님 출석을 기록했습니다. 1회 차감했습니다. 남은 레슨 3회.')).toBeVisible();
  await expect(expected.getByText('기록됨')).toBeVisible();
  await expect(rowOf(page, '김민지').getByText('잔여 3회')).toBeVisible();
  await expect(rowOf(page, '김민지').getByText('최근 레슨 오늘')).toBeVisible();

  // 초성 search, as the teacher types.
  const search = page.getByRole('searchbox', { name: '학생 검색' });
  // The placeholder starts right of the magnifier drawn in the field's left padding, even when
  // the global field style arrives after the list's own (as a later chunk's stylesheet does).
  await page.addStyleTag({ content: '.input { padding: 10px 12px; }' });
  expect(await search.evaluate((input) => Number.parseFloat(getComputedStyle(input).paddingLeft))).toBe(40);
  await search.fill('ㄱㅁㅈ');
  await expect.poll(() => listedNames(page)).toEqual(['김민지']);
  await expect(page.getByText('검색 결과 1명')).toBeVisible();
  await search.fill('010-2222');
  await expect.poll(() => listedNames(page)).toEqual(['김민수']);
  await search.fill('');
  await expect.poll(() => listedNames(page)).toEqual(['김민수', '김민지', '박하늘', '이서준']);

  // Sorted by remaining lessons, fewest first.
  await page.getByRole('combobox', { name: '정렬' }).selectOption({ label: '남은 레슨 적은 순' });
  await expect.poll(() => listedNames(page)).toEqual(['이서준', '김민수', '김민지', '박하늘']);

  // Register through the folded form, with a profile and a fee.
  await page.getByRole('button', { name: '학생 등록', exact: true }).click();
  const form = page.getByRole('form', { name: '신규 학생 등록' });
  await form.getByLabel('이름').fill('최유나');
  await form.getByLabel('전화번호').fill('01077778888');
  await form.getByRole('button', { name: /추가 정보/ }).click();
  await form.getByRole('group', { name: '악기 빠른 선택' }).getByRole('button', { name: '색소폰' }).click();
  await form.getByRole('group', { name: '수준 빠른 선택' }).getByRole('button', { name: '입문' }).click();
  await form.getByLabel('금액 (원)').fill('200000');
  await form.getByLabel('레슨 횟수').fill('4');
  await form.getByLabel('메모').fill('알토 색소폰 대여 중');
  await expectNoAxeViolations(page);
  await shoot(page, `register-${width}`);
  await form.getByRole('button', { name: '등록하기' }).click();
  await expect(toast(page, '최유나 학생이 등록되었습니다.')).toBeVisible();
  await expect(rowOf(page, '최유나').getByText('색소폰 · 입문')).toBeVisible();
  await page.getByRole('button', { name: '학생 등록', exact: true }).click();
  await expect(form).toHaveCount(0);

  // Her payment starts from her own fee.
  await rowOf(page, '최유나').getByRole('button', { name: '최유나 결제' }).click();
  const firstPay = page.getByRole('dialog', { name: '최유나님 결제' });
  await expect(firstPay.getByLabel('금액 (원)')).toHaveValue('200,000');
  await expect(firstPay.getByLabel('횟수')).toHaveValue('4');
  await firstPay.getByRole('button', { name: '취소', exact: true }).click();
  await expect(firstPay).toBeHidden();

  // Delete through 더보기.
  await rowOf(page, '박하늘').getByRole('button', { name: '박하늘 더보기' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  // The last row's menu opens whole, not cut off by the list's rounded box.
  await expect(page.getByRole('menuitem', { name: '삭제' })).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page);
  await page.getByRole('menu').screenshot({ path: test.info().outputPath(`more-menu-${width}.png`) });
  await shoot(page, `more-menu-page-${width}`);
  await page.getByRole('menuitem', { name: '삭제' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('박하늘 학생을 삭제할까요?');
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(toast(page, '박하늘 학생이 삭제되었습니다.')).toBeVisible();
  await expect(rowOf(page, '박하늘')).toHaveCount(0);
  await shoot(page, `managemember-after-${width}`);

  // The student page: set 김민수's own fee, and the payment dialog defaults to it.
  await rowOf(page, '김민수').getByRole('link', { name: '김민수' }).click();
  await expect(page.getByRole('heading', { name: '김민수 학생', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '정보 수정' }).click();
  const edit = page.getByRole('form', { name: '학생 정보 수정' });
  await edit.getByLabel('악기').fill('테너 색소폰');
  await edit.getByLabel('금액 (원)').fill('180000');
  await edit.getByLabel('레슨 횟수').fill('3');
  await edit.getByLabel('메모').fill('주 1회, 목요일 저녁 선호');
  await expectNoAxeViolations(page);
  await shoot(page, `student-edit-${width}`);
  await edit.getByRole('button', { name: '저장' }).click();
  await expect(toast(page, '김민수 학생 정보가 수정되었습니다.')).toBeVisible();
  const facts = page.getByRole('region', { name: '요약' });
  await expect(facts.getByRole('definition').filter({ hasText: '3회 180,000원' })).toHaveText(
    '3회 180,000원회당 60,000원',
  );
  await expect(facts.getByText('테너 색소폰')).toBeVisible();
  await expect(page.getByRole('region', { name: /메모/ })).toContainText('주 1회, 목요일 저녁 선호');
  await expectNoAxeViolations(page);
  await shoot(page, `student-page-${width}`);

  await page.getByRole('button', { name: '결제', exact: true }).click();
  const pay = page.getByRole('dialog', { name: '김민수님 결제' });
  await expect(pay.getByLabel('금액 (원)')).toHaveValue('180,000');
  await expect(pay.getByLabel('횟수')).toHaveValue('3');
  await expect(pay.getByText('평소 회당 60,000원')).toBeVisible();
  await expectNoAxeViolations(page);
  await pay.getByRole('button', { name: '결제 확인' }).click();
  await expect(toast(page, '김민수님 180,000원 3회 결제되었습니다.')).toBeVisible();
  await expect(facts.getByText('잔여 4회')).toBeVisible();
  await expectNoAxeViolationsAt(page, 1280);
});

test('the student pages at 768px, between the phone and the desktop', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await studioOf(page.request, baseURL, 768);
  await page.goto('/managemember');
  await expect(page.getByRole('list', { name: '오늘 올 학생' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'managemember-768');
  await page.getByRole('button', { name: '학생 등록', exact: true }).click();
  await page.getByRole('button', { name: /추가 정보/ }).click();
  await shoot(page, 'register-768');
  await page.goto(`/memberdetail/${encodeURIComponent('김민지')}`);
  await expect(page.getByRole('heading', { name: '김민지 학생', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'student-page-768');
});

/** A new teacher, approved and signed in on the page, with a student of 4 lessons: its id. */
async function teacherWithStudent(
  page: Page,
  baseURL: string | undefined,
  who: { id: string; name: string },
  name: string,
): Promise<number> {
  const teacher = { ...who, pw: 'approved-pass-4' };
  await approveTeachers(baseURL, [teacher]);
  await signIn(page.request, teacher);
  const created = await page.request.post('/api/member', {
    data: { name, phone: '010-4444-5555', lesson: 4 },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).student.id;
}

/**
 * A late 결석 신청 on a phone: it takes the place of 김하늘's 출석 in 오늘 올 학생 and is waived
 * there as 사전취소. What each answer records is family-absence-answer.api.test.ts's.
 */
test('a late 결석 신청 answered in 오늘 올 학생, on a phone', async ({ page, baseURL }) => {
  test.slow();
  // A lesson later today that has not begun: 오늘 올 학생 holds only today's.
  const seoulHour = new Date(Date.now() + 9 * 3_600_000).getUTCHours();
  test.skip(seoulHour >= 21, 'no lesson hour is left today in Seoul');
  await page.setViewportSize({ width: 375, height: 812 });
  const studentId = await teacherWithStudent(
    page,
    baseURL,
    { id: `late_${suffix}`, name: '윤선생' },
    '김하늘',
  );
  const lesson = {
    day: seoulWeekday(),
    time: Math.max(seoulHour + 1, 9),
    type: '1시간',
    name: '김하늘',
    studentId,
  };
  expect((await page.request.post('/api/lessons', { data: lesson })).status()).toBe(201);

  // The family tells the absence through its own link, too late for a 사전취소 of its own.
  const link = await page.request.post('/api/family/links', { data: { studentName: '김하늘' } });
  const family = await playwrightRequest.newContext({ baseURL });
  expect((await family.get(new URL((await link.json()).url, baseURL).pathname)).ok()).toBe(true);
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  const told = await family.post('/api/family/absences', {
    data: { studentId, date: today, reason: '감기' },
  });
  expect((await told.json()).absence.state).toBe('requested');
  await family.dispose();

  await page.goto('/managemember');
  const expected = page.getByRole('list', { name: '오늘 올 학생' });
  const answer = expected.getByRole('group', { name: '김하늘 결석 신청' });
  await expect(answer).toBeInViewport();
  await expect(answer).toContainText('사유: 감기');
  await expect(expected.getByRole('button', { name: '김하늘 출석' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'late-absence-375');
  await answer.getByRole('button', { name: '사전취소로 인정' }).click();
  await expect(
    toast(page, '김하늘님 결석 신청을 사전취소로 인정했습니다. 차감하지 않았습니다.'),
  ).toBeVisible();
  await expect(expected.getByText('기록됨')).toBeVisible();
  await expect(page.getByRole('region', { name: /결석 신청 확인/ })).toHaveCount(0);
});

/**
 * The student page on a phone (375 px; the desktop gets one axe look by resizing) jumps between
 * its sections, with 환불 and 삭제 out of its first screen. The sections' order is
 * member-detail-page.test.tsx's.
 */
test('the student page in sections, on a phone', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await teacherWithStudent(page, baseURL, { id: `sections_${suffix}`, name: '한선생' }, '김하람');

  // Its first screen has the everyday actions, not 환불 nor 삭제.
  await page.goto(`/memberdetail/${encodeURIComponent('김하람')}`);
  const jumps = page.getByRole('navigation', { name: '이 페이지의 구역' });
  await expect(jumps.getByRole('link')).toHaveText(['요약', '레슨', '결제', '보강', '가족']);
  await expect(page.getByRole('button', { name: '레슨 기록' })).toBeInViewport();
  await expect(page.getByRole('button', { name: '환불' })).not.toBeInViewport();
  await expect(page.getByRole('button', { name: '삭제', exact: true })).not.toBeInViewport();
  await expectNoAxeViolations(page);
  await shoot(page, 'student-sections-375');
  // A jump lands on the section's heading, below the header and the bar that stays.
  await jumps.getByRole('link', { name: '결제' }).click();
  await expect(page).toHaveURL(/#payments$/);
  const heading = page.getByRole('heading', { name: '결제 기록' });
  await expect(heading).toBeInViewport();
  const barBottom = (await jumps.boundingBox())!;
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom.y + barBottom.height);
  await expect(jumps).toBeInViewport();
  await jumps.getByRole('link', { name: '가족' }).click();
  await expect(page.getByRole('heading', { name: '가족 연결' })).toBeInViewport();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/memberdetail/${encodeURIComponent('김하람')}`);
  await expect(jumps).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'student-sections-1280');
});
