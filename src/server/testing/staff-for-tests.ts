/**
 * One app for the tests of a file or a describe, with the owner and a teacher signed in: made
 * before the first test, closed after the last. Each value stands for what the hook made, so
 * tests read `t.app`, `owner.cookie`, `teacher.id` as they would the values themselves.
 */
import { afterAll, beforeAll } from 'vitest';
import { appWithStaff } from './owner-app.ts';
import type { SignedIn } from './sign-in.ts';
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
  const standIn = <K extends keyof Staffed>(key: K): Staffed[K] =>
    new Proxy({} as Staffed[K], {
      get(_target, property) {
        if (!made) throw new Error('The app is made before the first test: read it inside a test or a hook.');
        return Reflect.get(made[key], property);
      },
      // Spread and compared as the values they stand for.
      ownKeys: () => (made ? Reflect.ownKeys(made[key]) : []),
      getOwnPropertyDescriptor: (_target, property) =>
        made ? { ...Reflect.getOwnPropertyDescriptor(made[key], property), configurable: true } : undefined,
    });
  return { t: standIn('t'), owner: standIn('owner'), teacher: standIn('teacher') };
}
