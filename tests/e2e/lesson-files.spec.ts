/**
 * A recording on a lesson note, on phones: the teacher records today's lesson in 오늘 올 학생,
 * opens 노트, records five seconds with the phone's microphone (Chromium's fake audio device),
 * listens, saves it, writes 진도 and 과제 and saves the note; the family opens the teacher's
 * link and the recording is there in the portal, playable from its guarded address. Axe on the
 * dialog with its recorder and on the portal.
 */
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test.use({
  teacherName: '녹음선생',
  permissions: ['microphone'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
      // A microphone that plays a tone, and no prompt to allow it.
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

const seoulWeekday = () =>
  ['일', '월', '화', '수', '목', '금', '토'][new Date(Date.now() + 9 * 3_600_000).getUTCDay()]!;

test('a teacher records five seconds on a phone and writes the note; the family hears it in the portal', async ({
  teacherPage: page,
}) => {
  test.setTimeout(90_000);
  const shot = (label: string) =>
    page.screenshot({ path: test.info().outputPath(`${label}.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  const name = `녹음${Math.random().toString(36).slice(2, 6)}`;
  const created = await page.request.post('/api/member/', { data: { name, lesson: 4 } });
  expect(created.status()).toBe(201);
  const studentId = (await created.json()).student.id as number;
  const series = await page.request.post('/api/lessons', {
    data: { day: seoulWeekday(), time: 21, type: '1시간', name, studentId },
  });
  expect(series.status()).toBe(201);

  await page.goto('/managemember');
  const expected = page.getByRole('list', { name: '오늘 올 학생' });
  await expected.getByRole('button', { name: `${name} 출석` }).click();
  await expect(page.getByRole('status').getByText(/출석/).first()).toBeVisible();
  await expected.getByRole('button', { name: `${name} 레슨 노트 쓰기` }).click();

  const dialog = page.getByRole('dialog', { name: '레슨 노트' });
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
  await shot('recorded-375');
  await dialog.getByRole('button', { name: '녹음 저장' }).click();
  await expect(page.getByRole('status').getByText('녹음을 올렸습니다.')).toBeVisible();
  const files = dialog.getByRole('list', { name: '올린 파일' });
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expect(files).toContainText(/녹음 .*\.webm/);

  await dialog.getByRole('textbox', { name: '진도' }).fill('스케일 G장조');
  await dialog.getByRole('textbox', { name: '과제' }).fill('녹음 듣고 롱톤 하루 10분');
  await expectNoAxeViolations(page);
  await files.scrollIntoViewIfNeeded();
  await shot('note-with-recording-375');
  await dialog.getByRole('button', { name: '저장', exact: true }).click();
  await expect(dialog).toBeHidden();

  // What the server kept: a WebM recording of about five seconds of a tone.
  const today = await (await page.request.get('/api/lesson-notes/today')).json();
  const lesson = today.lessons.find((entry: { studentId: number }) => entry.studentId === studentId);
  expect(lesson.note.files).toHaveLength(1);
  expect(lesson.note.files[0]).toMatchObject({ kind: 'audio', mime: 'audio/webm' });
  expect(lesson.note.files[0].size).toBeGreaterThan(10_000);

  const link = await page.request.post('/api/family/links', { data: { studentName: name } });
  const url = (await link.json()).url as string;
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
  await shot('portal-375');
});
