import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './tests/e2e/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two on CI's two cores: the journeys keep the cores busy (three took as long: 14.6 min).
  workers: process.env.CI ? 2 : undefined,
  // No retries: a test that passes only the second time is a flaky test, and fails the run.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // A trace records screenshots and snapshots of every action of every test, kept only for a
    // failure: on CI nobody opens it (the failure's error-context.md says what the page held),
    // and recording costs the two cores time on every test that passes.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: `node scripts/e2e-server.mjs ${port}`,
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // SIGTERM, so the server closes and removes its temporary data folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
