/**
 * One app for the tests of a file or a describe, with the owner and a teacher signed in: made
 * before the first test, closed after the last. Each value stands for what the hook made, so
 * tests read `t.app`, `owner.cookie`, `teacher.id` as they would the values themselves.
 */
import { afterAll, beforeAll } from 'vitest';
import { appWithStaff } from './owner-app.ts';
import type { SignedIn } from './sign-in.ts';
import { standIn } from './stand-in.ts';
import type { createTestApp, TestApp } from './test-app.ts';

interface Staffed {
  t: TestApp;
  owner: SignedIn;
  teacher: SignedIn;
}

export function staffForTests(options: Parameters<typeof createTestApp>[0] = {}): Staffed {
  let made: Staffed | undefined;
  beforeAll(async () => {
    made = await appWithStaff(options);
  });
  afterAll(() => made?.t.close());
  return {
    t: standIn(() => made?.t),
    owner: standIn(() => made?.owner),
    teacher: standIn(() => made?.teacher),
  };
}
