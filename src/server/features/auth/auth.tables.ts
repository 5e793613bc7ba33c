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

/** An address an account has signed in from: its owner is let through the id's shared limit. */
export interface LoginKnownAddressesTable {
  user_id: string;
  address: string;
  last_login_at: string;
}

/**
 * A one-time link to set a new password (docs/decisions/034): only the token's SHA-256 is kept.
 * A row ends used, replaced by a newer link for the account, or expired; at most one is open.
 */
export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  /** The account that made the link, or `reset-owner` for the server command. */
  issued_by: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  replaced_at: string | null;
}

export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
  login_known_addresses: LoginKnownAddressesTable;
  password_resets: PasswordResetsTable;
}
