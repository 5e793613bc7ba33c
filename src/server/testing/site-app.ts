/**
 * The set-up the site's API files share: one app at the site's first start (2026-11-21 10:00 in
 * Seoul), with the owner and a teacher signed in, made before the file's first test and closed
 * after its last. Each value stands for what the hook made, so tests read `t.app`, `owner.cookie`.
 */
import { afterAll, beforeAll } from 'vitest';
import { appWithStaff } from './owner-app.ts';
import type { SignedIn } from './sign-in.ts';
import type { TestApp } from './test-app.ts';

interface SiteApp {
  t: TestApp;
  owner: SignedIn;
  teacher: SignedIn;
}

export const SITE_FIRST_START = '2026-11-21T10:00:00+09:00';

export function siteAppForTests(): SiteApp {
  let made: SiteApp | undefined;
  beforeAll(async () => {
    made = await appWithStaff({ now: SITE_FIRST_START });
  });
  afterAll(() => made?.t.close());
  const standIn = <K extends keyof SiteApp>(key: K): SiteApp[K] =>
    new Proxy({} as SiteApp[K], {
      get(_target, property) {
        if (!made) throw new Error('The app is made before the first test: read it inside a test or a hook.');
        return Reflect.get(made[key], property);
      },
      ownKeys: () => (made ? Reflect.ownKeys(made[key]) : []),
      getOwnPropertyDescriptor: (_target, property) =>
        made ? { ...Reflect.getOwnPropertyDescriptor(made[key], property), configurable: true } : undefined,
    });
  return { t: standIn('t'), owner: standIn('owner'), teacher: standIn('teacher') };
}
