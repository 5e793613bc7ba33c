import type { Generated } from 'kysely';
import type { Role } from '#shared/schemas/auth.ts';

export interface UsersTable {
  id: string;
  name: string;
  /** Normalised Korean mobile number, e.g. 010-1234-5678. */
  phone: string;
  password_hash: string;
  role: Role;
  created_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

/** One failed login: the id that was tried (as typed, lower-cased) and where from. */
export interface LoginFailuresTable {
  id: Generated<number>;
  user_id: string;
  ip: string;
  failed_at: string;
}

export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
}
