/**
 * A site of a spec's own, on E2E_PORT + `offset`: journeys that publish the studio's content
 * change what every page shows, so they cannot share the site other journeys read at the same
 * time. The server starts on a fresh database before the spec's tests, which run one after the
 * other against it, and is stopped with SIGTERM after them, so it removes its temporary data
 * folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Page } from '@playwright/test';
import { type Account, expect, OWNER, test } from './fixtures.ts';

export function ownSite(offset: number) {
  const port = Number(process.env.E2E_PORT ?? 4173) + offset;
  const url = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: url });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = spawn(process.execPath, ['scripts/e2e-server.mjs', String(port)], { stdio: 'ignore' });
    const deadline = Date.now() + 90_000;
    for (;;) {
      const healthy = await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      if (server.exitCode !== null || Date.now() > deadline) {
        throw new Error(`a journey's own site did not start on port ${port}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  test.afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    server.kill('SIGTERM');
    await once(server, 'exit');
  });

  return { port, url };
}

/**
 * How long a settings editor may take to appear on its first visit: its code (the rich-text
 * editor, the map) arrives then, which takes more than the usual 5 s on a busy machine.
 */
export const FIRST_VISIT = { timeout: 15_000 };

/** Opens the settings editor at `path` and waits for its heading, `title`. */
export async function openEditor(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(FIRST_VISIT);
}

/** Picks `title` from 사이트 관리's list and waits for its editor at the address `path` matches. */
export async function pickSettingsItem(page: Page, title: string, path: RegExp): Promise<void> {
  await page
    .getByRole('list', { name: '고칠 수 있는 항목' })
    .getByRole('link', { name: new RegExp(`^${title}`) })
    .click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(FIRST_VISIT);
}

/** Signs in through the login page, as a person would. */
export async function logIn(page: Page, account: Account = OWNER): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('아이디').fill(account.id);
  await page.getByLabel('비밀번호').fill(account.pw);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '로그인되었습니다.' })).toBeVisible();
}

/** Publishes the settings editor's draft and waits for the word that the site shows it. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: '게시하기' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '게시했습니다. 홈페이지에 바로 보입니다.' }),
  ).toBeVisible();
}
