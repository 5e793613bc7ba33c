/**
 * A recording on a lesson note, on phones: the teacher records today's lesson in 오늘 올 학생,
 * opens 노트, records five seconds with the phone's microphone (Chromium's fake audio device),
 * listens, saves it, writes 진도 and 과제 and saves the note; the family opens the teacher's
 * link and the recording is there in the portal, playable from its guarded address. Axe on the
 * dialog with its recorder and on the portal.
 */
import { chromiumLaunch } from './chromium.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { familyLinkOf, openTodaysNote, shoot, studentWithLesson } from './helpers.ts';

test.use({
  teacherName: '녹음선생',
  permissions: ['microphone'],
  launchOptions: {
    ...chromiumLaunch,
    // A microphone that plays a tone, and no prompt to allow it.
    args: [...chromiumLaunch.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

test('a teacher records five seconds on a phone and writes the note; the family hears it in the portal', async ({
  teacherPage: page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const { name, studentId } = await studentWithLesson(page.request, '녹음', { lessons: 4 });

  const { dialog } = await openTodaysNote(page, name);
  await dialog.getByRole('button', { name: '녹음하기' }).click();
  await dialog.getByRole('button', { name: '녹음 시작' }).click();
  const timer = dialog.getByRole('timer', { name: '녹음 시간' });
  await expect(timer).toContainText('녹음 중 0:0');
  await expect(timer).toContainText('0:05', { timeout: 10_000 });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '녹음 끝내기' }).click();
  const preview = dialog.getByRole('region', { name: '녹음' }).locator('audio');
  await expect(preview).toHaveAttribute('src', /^blob:/);
  // Stopped once the clock showed 0:05: a busy machine may take a moment more.
  await expect(dialog).toContainText(/0:0[5-7] 녹음했습니다\./);
  await dialog.getByRole('region', { name: '녹음' }).scrollIntoViewIfNeeded();
  await shoot(page, 'recorded-375');
  await dialog.getByRole('button', { name: '녹음 저장' }).click();
  await expect(page.getByRole('status').getByText('녹음을 올렸습니다.')).toBeVisible();
  const files = dialog.getByRole('list', { name: '올린 파일' });
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expect(files).toContainText(/녹음 .*\.webm/);

  await dialog.getByRole('textbox', { name: '진도' }).fill('스케일 G장조');
  await dialog.getByRole('textbox', { name: '과제' }).fill('녹음 듣고 롱톤 하루 10분');
  await expectNoAxeViolations(page);
  await files.scrollIntoViewIfNeeded();
  await shoot(page, 'note-with-recording-375');
  await dialog.getByRole('button', { name: '저장', exact: true }).click();
  await expect(dialog).toBeHidden();

  // What the server kept: a WebM recording of about five seconds of a tone.
  const today = await (await page.request.get('/api/lesson-notes/today')).json();
  const lesson = today.lessons.find((entry: { studentId: number }) => entry.studentId === studentId);
  expect(lesson.note.files).toHaveLength(1);
  expect(lesson.note.files[0]).toMatchObject({ kind: 'audio', mime: 'audio/webm' });
  expect(lesson.note.files[0].size).toBeGreaterThan(10_000);

  const url = await familyLinkOf(page.request, name);
  await page.context().clearCookies();
  await page.goto(url);
  await expect(page).toHaveURL(/\/family$/);
  const notes = page.getByRole('region', { name: '레슨 노트' });
  await expect(notes).toContainText('녹음 듣고 롱톤 하루 10분');
  const audio = notes.getByRole('list', { name: '선생님이 올린 파일' }).locator('audio');
  await expect(audio).toHaveAttribute('src', `/api/lesson-files/${lesson.note.files[0].id}`);
  // The browser's player reaches the recording with the family's session alone.
  const ready = await audio.evaluate(
    (element: HTMLAudioElement) =>
      new Promise<number>((resolve) => {
        if (element.readyState >= 1) resolve(element.readyState);
        element.addEventListener('loadedmetadata', () => resolve(element.readyState));
        element.addEventListener('error', () => resolve(-1));
        element.load();
      }),
  );
  expect(ready).toBeGreaterThanOrEqual(1);
  await expectNoAxeViolations(page);
  await shoot(page, 'portal-375');
});
