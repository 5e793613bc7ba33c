/**
 * Test fixture: an account of a given role with a live session, without going through the
 * sign-up and login routes (those have tests of their own).
 */
import type { FastifyInstance } from 'fastify';
import type { Role } from '#shared/schemas/auth.ts';
import { createSession } from '../features/auth/session-store.ts';

export interface SignedIn {
  id: string;
  role: Role;
  /** The value for a `cookie` request header. */
  cookie: string;
}

let counter = 0;

export async function signIn(
  app: FastifyInstance,
  role: Role,
  id = `${role}${++counter}`,
): Promise<SignedIn> {
  await app.db
    .insertInto('users')
    .values({
      id,
      // Zero-padded so reports sorted by name keep the order of sign-in past 99.
      name: `테스트${String(counter).padStart(4, '0')}`,
      phone: '010-0000-0000',
      password_hash: 'fixture: this account cannot log in with a password',
      role,
      created_at: app.clock.now().toISOString(),
    })
    .execute();
  const token = await createSession(app.db, id, app.clock.now());
  return { id, role, cookie: `${app.sessionCookie.name}=${token}` };
}

/** The same person signed in again at the clock's time, as after their session has ended. */
export async function signInAgain(app: FastifyInstance, who: SignedIn): Promise<SignedIn> {
  const token = await createSession(app.db, who.id, app.clock.now());
  return { ...who, cookie: `${app.sessionCookie.name}=${token}` };
}
