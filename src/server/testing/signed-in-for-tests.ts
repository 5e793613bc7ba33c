/**
 * One person signed in for the tests of a file or a describe, on the app of `appForTests`: the
 * hook runs after the app's (hooks run in the order they are declared), so the people of a file
 * are made in the order it names them.
 */
import { beforeAll } from 'vitest';
import type { Role } from '#shared/schemas/auth.ts';
import { type SignedIn, signIn } from './sign-in.ts';
import { standIn } from './stand-in.ts';
import type { TestApp } from './test-app.ts';

export function signedInForTests(t: TestApp, role: Role, id?: string): SignedIn {
  let made: SignedIn | undefined;
  beforeAll(async () => {
    made = await signIn(t.app, role, id);
  });
  return standIn(() => made);
}
