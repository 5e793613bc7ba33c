/**
 * What to do when PostgreSQL refuses us at start-up, in one line an operator can act on:
 * the driver's own message names the problem but not the setting that fixes it.
 */
export function connectionHint(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  const message = String((error as { message?: unknown } | null)?.message ?? '');
  if (/password must be a string/.test(message)) {
    return 'The server asks for a password and DATABASE_URL has none: set postgresql://<user>:<password>@<host>:5432/<database>, or connect through the socket (postgresql:///<database>?host=/var/run/postgresql).';
  }
  switch (code) {
    case '28P01':
      return 'The password in DATABASE_URL is wrong for that user: set DATABASE_URL=postgresql://<user>:<password>@<host>:5432/<database>.';
    case '28000':
      return 'PostgreSQL has no role for that user, or does not let it in this way: create it (sudo -u postgres createuser --createdb "$USER") or put an existing user in DATABASE_URL. Without a user name the URL uses the operating-system user, as psql does.';
    case '3D000':
      return 'The database in DATABASE_URL does not exist: create it with createdb <name> (README, "Running on PostgreSQL").';
    case 'ECONNREFUSED':
      return 'Nothing answers at the host and port of DATABASE_URL: is PostgreSQL running (systemctl status postgresql)?';
    case 'ENOENT':
      return 'No PostgreSQL socket at the folder given as host in DATABASE_URL: on Debian it is /var/run/postgresql.';
    default:
      return null;
  }
}
