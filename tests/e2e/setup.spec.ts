/**
 * A fresh install as its owner meets it: the server started with no account prints a setup
 * code; every page leads to /setup; the code from the log, the owner's account and the
 * studio's details make the owner, who lands signed in on the home page with 시작하기.
 * Each width gets a server of its own, started here, since a setup happens once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// Clear of the ports ownSite() gives other specs (E2E_PORT + 2 … 16), which run beside this one.
const basePort = Number(process.env.E2E_PORT ?? 4173) + 30;

interface FreshSite {
  url: string;
  code: string;
  stop(): Promise<void>;
}

/** scripts/e2e-server.mjs with no owner; resolves once its log has printed the setup code. */
function startFreshSite(port: number): Promise<FreshSite> {
  const server: ChildProcess = spawn(
    process.execPath,
    ['scripts/e2e-server.mjs', String(port), '--no-owner'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`no setup code in the log:\n${log}`)), 60_000);
    server.stdout!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const code = /"setupCode":"([0-9A-Z-]+)"/.exec(log)?.[1];
      if (code) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${port}`, code, stop });
      }
    });
    server.once('exit', (status) => reject(new Error(`the server stopped (${status}):\n${log}`)));
  });
}

for (const [index, width] of [375, 1280].entries()) {
  test.describe(`a fresh install at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    let site: FreshSite;
    test.beforeAll(async () => {
      test.setTimeout(90_000);
      site = await startFreshSite(basePort + index);
    });
    test.afterAll(async () => {
      await site?.stop();
    });

    test('the owner sets the studio up with the code from the log and lands signed in', async ({ page }) => {
      // Any page leads to the setup.
      await page.goto(`${site.url}/managemember`);
      await expect(page).toHaveURL(`${site.url}/setup`);
      await expect(page.getByRole('heading', { name: '학원을 시작해 볼까요?' })).toBeVisible();
      await expectNoAxeViolations(page);

      // A wrong code first: said under the field, nothing made.
      const field = (name: string) => page.getByRole('textbox', { name, exact: true });
      await field('설정 코드').fill('AAAA-BBBB-CCCC-DDDD');
      await field('이름').fill('박원장');
      await field('휴대폰 번호').fill('01023456789');
      await field('아이디').fill('director');
      await page
        .getByLabel(/^비밀번호/)
        .first()
        .fill('studio-owner-pass-1');
      await page.getByLabel(/^비밀번호 확인/).fill('studio-owner-pass-1');
      await field('학원 이름').fill('소리샘 음악학원');
      await field('대표 전화번호').fill('021234567');
      await field('주소').fill('서울특별시 마포구 양화로 45');
      await field('사업자등록번호').fill('2208162517');
      await page.getByRole('button', { name: '설정 마치기' }).click();
      await expect(page.getByText(/설정 코드가 맞지 않습니다/)).toBeVisible();
      await expect(field('설정 코드')).toBeFocused();
      await expectNoAxeViolations(page);
      if (width === 375)
        await page.screenshot({ path: test.info().outputPath('setup-375.png'), fullPage: true });
      else await page.screenshot({ path: test.info().outputPath('setup-1280.png'), fullPage: true });

      // The code as printed, typed in lower case.
      await field('설정 코드').fill(site.code.toLowerCase());
      await page.getByRole('button', { name: '설정 마치기' }).click();
      await expect(page).toHaveURL(`${site.url}/`);

      // Signed in as the owner, with the studio named, and the first steps ahead.
      const session = await page.request.get(`${site.url}/api/session`);
      expect(await session.json()).toEqual({ id: 'director', name: '박원장', role: 'owner' });
      const checklist = page.getByRole('region', { name: '시작하기' });
      await expect(checklist).toBeVisible();
      await expect(checklist).toContainText('7단계 중 1단계 완료');
      // A phone shows the progress line alone, so the page below starts in the first screen.
      const toggle = checklist.getByRole('button', { name: width < 768 ? '할 일 보기' : '접기' });
      await expect(toggle).toHaveAttribute('aria-expanded', width < 768 ? 'false' : 'true');
      if (width < 768) await toggle.click();
      await expect(checklist.getByRole('listitem').filter({ hasText: '학원 정보' })).toContainText('(완료)');
      await expect(checklist.getByRole('link', { name: '학생 가져오기' })).toBeVisible();
      await expect(page.getByRole('banner')).toContainText('소리샘 음악학원');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`home-${width}.png`), fullPage: false });

      // The setup is over: the page says so, and the API refuses.
      await page.goto(`${site.url}/setup`);
      await expect(page.getByRole('heading', { name: '처음 설정이 끝났습니다' })).toBeVisible();
    });
  });
}
