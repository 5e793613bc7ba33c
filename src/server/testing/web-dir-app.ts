/**
 * One app for the tests of a file or a describe that serves a built web app: the folder of
 * `webDirWith(files)` is made with the app before the first test and removed with it after the last.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { standIn } from './stand-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { webDirWith } from './web-dir.ts';

type Files = Parameters<typeof webDirWith>[0];
type Options = Parameters<typeof createTestApp>[0];

/** The app serves `served` of the folder made with `files`. */
function appServingFolder(files: Files, options: Options, served: (dir: string) => string): TestApp {
  let dir: string | undefined;
  let made: TestApp | undefined;
  beforeAll(async () => {
    dir = webDirWith(files);
    made = await createTestApp({ ...options, webDir: served(dir) });
  });
  afterAll(async () => {
    await made?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return standIn(() => made);
}

export function appServingWebDir(files?: Files, options: Options = {}): TestApp {
  return appServingFolder(files, options, (dir) => dir);
}

/**
 * The same for a build with its server renderer, laid out as the build writes it: `files` name
 * `web/…` (what the browser is served) and `ssr/entry-server.js`, and the app serves `web/`.
 */
export function appServingBuild(files: Files, options: Options = {}): TestApp {
  return appServingFolder(files, options, (dir) => path.join(dir, 'web'));
}
