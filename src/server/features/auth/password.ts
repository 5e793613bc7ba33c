/**
 * Password hashing: argon2id with the library's defaults (19 MiB, 2 passes, 1 lane), which are
 * OWASP's recommended minimum. The hash string carries its own parameters and salt.
 */
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A real hash of a throwaway password, so that an unknown id costs as much time as a wrong
// password and the answer's timing does not tell which ids exist.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hash('timing-equaliser-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  // Fixture accounts and damaged rows hold text that is not a hash: that is a wrong password.
  return verify(passwordHash, password).catch(() => false);
}
