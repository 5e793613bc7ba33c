/**
 * One app for the tests of a file or a describe: made before the first test, closed after the
 * last. The value stands for that app once it is made, so tests read `t.app`, `t.db`, `t.clock`.
 */
import { afterAll, beforeAll } from 'vitest';
import { standIn } from './stand-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export function appForTests(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  let made: TestApp | undefined;
  beforeAll(async () => {
    made = await createTestApp(options);
  });
  afterAll(() => made?.close());
  return standIn(() => made);
}
