/**
 * The lesson itself, on a teacher's phone and a family's: the teacher records today's lesson in
 * 오늘 올 학생, taps 노트, writes 진도, 과제 and a private line (a quick phrase from an earlier
 * note a tap away) and saves; the family opens the teacher's link and reads the note in the
 * portal at 375 px, without the private line, and the piece the teacher put on the repertoire;
 * the portal and the student page (where the repertoire is kept) at 1280 px. Axe
 * on each page and the dialog.
 */
import { seoulDate } from '#shared/time.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { familyLinkOf, openTodaysNote, shoot, studentWithLesson } from './helpers.ts';

test.use({ teacherName: '노트선생' });

test('a teacher writes the note and homework from today’s list; the family reads it in the portal', async ({
  teacherPage: page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const { name } = await studentWithLesson(page.request, '노트', { lessons: 4 });
  // An earlier lesson's note gives the teacher a phrase to reuse.
  const earlier = await page.request.put(`/api/member/${encodeURIComponent(name)}`, {
    data: { status: '출석', date: seoulDate(new Date(Date.now() - 7 * 86_400_000)) },
  });
  const earlierId = (await earlier.json()).lessonRecord.id as number;
  const saved = await page.request.put(`/api/lessonList/${earlierId}/note`, {
    data: { covered: '롱톤', homework: '롱톤 하루 10분', privateNote: '', shared: false },
  });
  expect(saved.status()).toBe(200);

  const { expected, dialog } = await openTodaysNote(page, name);
  await expect(dialog).toContainText(name);
  await dialog.getByRole('textbox', { name: '진도' }).fill('스케일 G장조\n교재 12쪽 곡');
  await dialog
    .getByRole('list', { name: '자주 쓰는 과제 문구' })
    .getByRole('button', { name: '롱톤 하루 10분' })
    .click();
  await expect(dialog.getByRole('textbox', { name: '과제' })).toHaveValue('롱톤 하루 10분');
  await dialog.getByRole('textbox', { name: '과제' }).press('End');
  await dialog.getByRole('textbox', { name: '과제' }).pressSequentially('\n교재 13쪽까지');
  await dialog.getByRole('textbox', { name: '선생님 메모 (비공개)' }).fill('리드 3호로 바꾸기 권유');
  await expect(dialog.getByRole('checkbox', { name: '가족 페이지에 공개' })).toBeChecked();
  await expectNoAxeViolations(page);
  await shoot(page, 'note-dialog-375');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(
    page.getByRole('status').getByText(`${name} 학생의 레슨 노트를 저장했습니다. 가족 페이지에 보입니다.`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(expected.getByRole('button', { name: `${name} 레슨 노트 고치기` })).toBeVisible();
  await shoot(page, 'today-375');

  // The student page at a desk: the history names which lessons have a note.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/memberdetail/${encodeURIComponent(name)}`);
  const history = page.getByRole('region', { name: '레슨 기록' });
  await expect(history.getByRole('button', { name: /레슨 노트 보기/ })).toHaveCount(2);
  const pieces = page.getByRole('region', { name: '레퍼토리 (진도표)' });
  await pieces.getByRole('textbox', { name: '곡 이름' }).fill('캐논 변주곡');
  await pieces.getByRole('button', { name: '곡 넣기' }).click();
  await pieces.getByRole('combobox', { name: '캐논 변주곡 단계' }).selectOption('연습 중');
  await expect(page.getByRole('status').getByText("'캐논 변주곡': 연습 중(으)로 바꿨습니다.")).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'student-1280');

  const url = await familyLinkOf(page.request, name);

  // The guardian's phone: no staff session, nothing but the link.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.context().clearCookies();
  await page.goto(url);
  await expect(page).toHaveURL(/\/family$/);
  const notes = page.getByRole('region', { name: '레슨 노트' });
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes).toContainText('스케일 G장조');
  await expect(notes).toContainText('롱톤 하루 10분');
  await expect(notes).toContainText('교재 13쪽까지');
  await expect(page.getByText('리드 3호로')).toHaveCount(0);
  const repertoire = page.getByRole('region', { name: '레퍼토리' });
  await expect(repertoire.getByRole('listitem')).toHaveCount(1);
  await expect(repertoire).toContainText('캐논 변주곡');
  await expect(repertoire).toContainText('연습 중');
  await expectNoAxeViolations(page);
  await shoot(page, 'portal-375');

  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
  await shoot(page, 'portal-1280');
});
