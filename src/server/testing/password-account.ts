/**
 * An account that logs in with a password through the real login route (where `signIn` makes
 * one that cannot): `<prefix>_<n>`, named `선생님<n>`, the id new each time.
 */
import type { FastifyInstance } from 'fastify';
import type { Role } from '#shared/schemas/auth.ts';
import { hashPassword } from '../features/auth/password.ts';

let counter = 0;

export async function accountWithPassword(
  app: FastifyInstance,
  password: string,
  { prefix = 'teacher', role = 'teacher' }: { prefix?: string; role?: Role } = {},
): Promise<string> {
  const n = ++counter;
  const id = `${prefix}_${n}`;
  await app.db
    .insertInto('users')
    .values({
      id,
      name: `선생님${n}`,
      phone: '010-1234-5678',
      password_hash: await hashPassword(password),
      role,
      created_at: app.clock.now().toISOString(),
    })
    .execute();
  return id;
}
