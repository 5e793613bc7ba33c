/**
 * One app for the tests of a file or a describe that serves a built web app: the folder of
 * `webDirWith(files)` is made with the app before the first test and removed with it after the last.
 */
import fs from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { standIn } from './stand-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { webDirWith } from './web-dir.ts';

export function appServingWebDir(
  files?: Parameters<typeof webDirWith>[0],
  options: Parameters<typeof createTestApp>[0] = {},
): TestApp {
  let dir: string | undefined;
  let made: TestApp | undefined;
  beforeAll(async () => {
    dir = webDirWith(files);
    made = await createTestApp({ ...options, webDir: dir });
  });
  afterAll(async () => {
    await made?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return standIn(() => made);
}
