/** The set-up of the API files a teacher drives: one app over a fresh database, with a teacher signed in. */
import { type SignedIn, signIn } from './sign-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export async function appWithTeacher(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<{ t: TestApp; teacher: SignedIn }> {
  const t = await createTestApp(options);
  return { t, teacher: await signIn(t.app, 'teacher') };
}
