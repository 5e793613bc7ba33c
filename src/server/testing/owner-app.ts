/** The set-up most API files share: one app over a fresh database, with the studio's owner signed in. */
import { type SignedIn, signIn } from './sign-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export async function appWithOwner(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<{ t: TestApp; owner: SignedIn }> {
  const t = await createTestApp(options);
  return { t, owner: await signIn(t.app, 'owner') };
}

/** The same with a teacher signed in beside the owner. */
export async function appWithStaff(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<{ t: TestApp; owner: SignedIn; teacher: SignedIn }> {
  const { t, owner } = await appWithOwner(options);
  return { t, owner, teacher: await signIn(t.app, 'teacher') };
}
